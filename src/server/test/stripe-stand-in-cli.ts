/**
 * Runs the Stripe stand-in on its own (the e2e run starts it for a server with card payments on).
 * Prints one JSON line with its address and keys, then serves until stopped.
 */
import { startStripeStandIn } from './stripe-stand-in';

const standIn = await startStripeStandIn();
console.log(
  JSON.stringify({
    url: standIn.url,
    secretKey: standIn.secretKey,
    publishableKey: standIn.publishableKey,
    webhookSecret: standIn.webhookSecret,
  }),
);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
