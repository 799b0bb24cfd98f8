import Stripe from 'stripe';
import type { Config } from '../config/env.js';

/**
 * The payment provider's API client when the portal holds its secret key (decision 64), aimed at
 * `STRIPE_API_BASE` when set: the integration tests run it against a local fake provider.
 */
export function stripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
