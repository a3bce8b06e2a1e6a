import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HealthResponse } from '#functions/contract/system.ts';
import { apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { renderApp } from '#test/web/render-app.tsx';

type Answer = { body: HealthResponse; status?: number };

function healthBody(overrides: Partial<HealthResponse['data']> = {}): HealthResponse {
  return { meta: {}, data: { status: 'ok', version: '1.4.2', gitsha: '1.4.2', table: 'ok', ...overrides } };
}

/** Answers the health check with the given answers in turn (the last one repeats); counts calls. */
function answerHealth(...answers: Answer[]) {
  const calls = { count: 0 };
  server.use(
    apiHandler('system.health', () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      if (!answer) throw new Error('answerHealth needs at least one answer');
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** The health details as the description list presents them: term → value. */
function details(): Record<string, string | null | undefined> {
  return Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('/healthz', () => {
  it('shows Healthy with the version when the API says ok', async () => {
    answerHealth({ body: healthBody({ version: '1.4.2' }) });
    renderApp('/healthz');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Healthy'));
    expect(details()).toMatchObject({ Database: 'Available', Version: '1.4.2' });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.title).toBe('Service health · Carebook');
  });

  it('shows Degraded with the table state when the API answers 503 with the degraded body', async () => {
    answerHealth({ body: healthBody({ status: 'degraded', table: 'unavailable', version: '1.4.3' }), status: 503 });
    renderApp('/healthz');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Degraded'));
    expect(details()).toMatchObject({ Database: 'Unavailable', Version: '1.4.3' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error state with a retry when the network fails', async () => {
    server.use(apiHandler('system.health', () => HttpResponse.error()));
    renderApp('/healthz');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Checking service health'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not check service health');
    expect(alert).toHaveTextContent('No response from server. Please try again later.');
    expect(screen.getByRole('status')).toHaveTextContent('Status unknown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('checks again on Refresh and shows the new answer', async () => {
    const calls = answerHealth(
      { body: healthBody({ version: '1.4.2' }) },
      { body: healthBody({ status: 'degraded', table: 'unavailable', version: '1.4.2' }), status: 503 },
    );
    const { user } = renderApp('/healthz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Healthy'));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Degraded'));
    expect(calls.count).toBe(2);
  });

  it('recovers from a failed check with Try again', async () => {
    let fail = true;
    server.use(
      apiHandler('system.health', () => (fail ? HttpResponse.error() : HttpResponse.json(healthBody()))),
    );
    const { user } = renderApp('/healthz');
    const retry = await screen.findByRole('button', { name: 'Try again' });

    fail = false;
    await user.click(retry);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Healthy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('bypasses the 15-minute cache: a second visit asks the server again', async () => {
    const calls = answerHealth({ body: healthBody({ version: '1.4.2' }) }, { body: healthBody({ version: '1.5.0' }) });
    const { router } = renderApp('/healthz');
    await waitFor(() => {
      expect(details()).toMatchObject({ Version: '1.4.2' });
    });

    await router.navigate('/elsewhere');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await router.navigate('/healthz');

    await waitFor(() => {
      expect(details()).toMatchObject({ Version: '1.5.0' });
    });
    expect(calls.count).toBe(2);
  });
});

describe('/healthz by keyboard', () => {
  it('refreshes with Enter and keeps the button focused and usable while checking', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      apiHandler('system.health', async () => {
        calls += 1;
        if (calls > 1) await held;
        return HttpResponse.json(healthBody());
      }),
    );
    const { user } = renderApp('/healthz');
    const refresh = await screen.findByRole('button', { name: 'Refresh' });

    refresh.focus();
    await user.keyboard('{Enter}');

    // In flight: a disabled button would drop keyboard focus in a browser.
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    expect(refresh).toBeEnabled();
    expect(refresh).toHaveFocus();
    release();
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'));
    expect(refresh).toHaveFocus();
  });
});
