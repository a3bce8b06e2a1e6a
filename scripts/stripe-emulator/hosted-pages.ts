// Routes of the hosted pages the browser visits: Checkout (`/c/pay/<session>`), Connect onboarding
// (`/connect/onboarding/<link>`) and the billing portal (`/p/session/<id>`). GET shows a page; a
// form POST acts on it.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { showCheckout, submitCheckout } from '#scripts/stripe-emulator/hosted-checkout.ts';
import { notFound, type PageResult } from '#scripts/stripe-emulator/hosted-layout.ts';
import { showOnboarding, submitOnboardingForm } from '#scripts/stripe-emulator/hosted-onboarding.ts';
import { showPortal, submitPortal } from '#scripts/stripe-emulator/hosted-portal.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';

interface HostedPage {
  pattern: RegExp;
  show(ctx: EmulatorContext, id: string): PageResult;
  submit(ctx: EmulatorContext, id: string, form: FormObject): PageResult;
}

const pages: readonly HostedPage[] = [
  { pattern: /^\/c\/pay\/([\w-]+)$/, show: showCheckout, submit: submitCheckout },
  { pattern: /^\/connect\/onboarding\/([\w-]+)$/, show: showOnboarding, submit: submitOnboardingForm },
  { pattern: /^\/p\/session\/([\w-]+)$/, show: showPortal, submit: submitPortal },
];

/** The page for a request; `form` reads the POSTed body only when a page takes it. */
export async function routePage(ctx: EmulatorContext, method: string, path: string, form: () => Promise<FormObject>): Promise<PageResult> {
  for (const page of pages) {
    const id = page.pattern.exec(path)?.[1];
    if (!id) continue;
    if (method === 'GET') return page.show(ctx, id);
    if (method === 'POST') {
      const result = page.submit(ctx, id, await form());
      ctx.store.save();
      return result;
    }
  }
  return notFound();
}
