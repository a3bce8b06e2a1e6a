// Runs the emulator on its own: `npx tsx scripts/stripe-emulator/main.ts` (PORT, WEBHOOK_URL,
// STRIPE_WEBHOOK_SECRET, STATE_FILE, and for Connect, transfer and subscription events
// CONNECT_WEBHOOK_URL and STRIPE_CONNECT_WEBHOOK_SECRET, from the environment). `npm start` starts it in-process instead.
import { startStripeEmulator } from '#scripts/stripe-emulator/server.ts';

const emulator = await startStripeEmulator({
  port: Number(process.env.PORT ?? 12111),
  webhookUrl: process.env.WEBHOOK_URL,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_emulator',
  stateFile: process.env.STATE_FILE,
  ...(process.env.CONNECT_WEBHOOK_URL
    ? { payoutsWebhook: { url: process.env.CONNECT_WEBHOOK_URL, secret: process.env.STRIPE_CONNECT_WEBHOOK_SECRET ?? 'whsec_local_emulator_connect' } }
    : {}),
});
process.stdout.write(`Stripe emulator on ${emulator.url} (webhooks to ${process.env.WEBHOOK_URL ?? 'nowhere'})\n`);
process.on('SIGINT', () => void emulator.stop().then(() => process.exit(0)));
process.on('SIGTERM', () => void emulator.stop().then(() => process.exit(0)));
