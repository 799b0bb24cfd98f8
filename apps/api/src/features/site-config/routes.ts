import { siteConfigSchema } from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';

export interface SiteConfigOptions {
  paymentLinkUrl: string | undefined;
}

/* The settings the web app reads from the server (decision 17.4): public by nature. */
const siteConfigRoutes: FastifyPluginAsyncZod<SiteConfigOptions> = async (app, options) => {
  const config = { paymentLinkUrl: options.paymentLinkUrl ?? null };
  app.get(
    '/site-config',
    {
      schema: {
        tags: ['health'],
        summary: 'Public settings of the portal, e.g. where RESERVE A SPOT leads',
        response: { 200: siteConfigSchema, ...errorResponses() },
      },
    },
    async () => config,
  );
};

export default siteConfigRoutes;
