// Re-counting a retail product on an appointment from the details drawer.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '#functions/contract/schedule.ts';
import { AppProviders } from '#web/app/provider.tsx';
import { AppointmentLines } from '#web/features/schedule/components/appointment-lines.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { serum } from '#test/web/fixtures/catalog.ts';
import { mayaAppointment, scheduleOf } from '#test/web/features/schedule/schedule-fixtures.ts';

const serumLine = (quantity: number, paidCents = 0): Schedule['products'][number] => ({
  id: serum.id, schedule_product_id: '01JB6SY0000000000000000001', name: serum.name, product_type: serum.product_type,
  retail_price_cents: 4800, quantity, total_amount_cents: 4800 * quantity, paid_amount_cents: paidCents,
  remaining_amount_cents: 4800 * quantity - paidCents, paid: paidCents >= 4800 * quantity,
});
const withSerum = (quantity: number) => scheduleOf(mayaAppointment, { products: [serumLine(quantity)], version: 4 });

function renderLines(schedule: Schedule) {
  server.use(apiHandler('catalog.products', () => HttpResponse.json([serum])));
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AppointmentLines schedule={schedule} />
    </AppProviders>,
  );
  return user;
}

describe('the quantity of a product on an appointment', () => {
  it('is saved with the version the drawer showed, and Save appears only once the number changed', async () => {
    const sent: unknown[] = [];
    server.use(apiHandler('schedule.product_update', async ({ request, params }) => {
      sent.push({ params, body: await request.json() });
      return HttpResponse.json(withSerum(3));
    }));
    const user = renderLines(withSerum(1));
    const input = screen.getByRole('textbox', { name: `Quantity of ${serum.name}` });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`${serum.name}: quantity 3.`)).toBeInTheDocument();
    expect(sent).toEqual([{ params: { id: mayaAppointment.id, product_id: serum.id }, body: { quantity: 3, version: 4 } }]);
  });

  it("shows the server's refusal and puts the number back", async () => {
    server.use(apiHandler('schedule.product_update', () => apiErrorResponse(409, 'invalid_state', `${serum.name} has been paid for: its quantity cannot drop below what was paid.`)));
    const user = renderLines(withSerum(2));
    const input = screen.getByRole('textbox', { name: `Quantity of ${serum.name}` });

    await user.clear(input);
    await user.type(input, '1{Enter}');

    expect(await screen.findByText(`${serum.name} has been paid for: its quantity cannot drop below what was paid.`)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('2'));
  });
});
