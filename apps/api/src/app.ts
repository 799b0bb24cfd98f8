import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import { requestSerializer } from './lib/log-redaction.js';
import { authRoutes, userRoutes } from './features/auth/index.js';
import {
  batchRoutes,
  batchEstimateRoutes,
  estimatePageSlugRoutes,
} from './features/batches/index.js';
import { designVersionRoutes } from './features/design-versions/index.js';
import {
  estimateBreakdownRoutes,
  estimateViewRoutes,
  estimateRoutes,
  paymentIssueRoutes,
  reservationRoutes,
  adminRequoteRoutes,
  variantRequestRoutes,
  acceptanceRoutes,
  designSignOffRoutes,
  paymentScheduleRoutes,
  paymentsDueRoutes,
  paymentReminders,
  projectRequoteRoutes,
  standInRoutes,
  standInPath,
  webhookRoutes,
} from './features/estimates/index.js';
import { galleryRoutes } from './features/gallery/index.js';
import {
  liveThreadRoutes,
  messageAttachmentRoutes,
  messageInboxRoutes,
  messageMailSettingsRoutes,
  messageMails,
  projectMessageRoutes,
  threadBus,
} from './features/messages/index.js';
import { healthRoutes } from './features/health/index.js';
import { itemDetailRoutes } from './features/item-details/index.js';
import { projectRoutes } from './features/projects/index.js';
import { projectStageRoutes } from './features/project-stages/index.js';
import { contentRoutes } from './features/content/index.js';
import { uploadRoutes } from './features/uploads/index.js';
import {
  adminProjectRoutes,
  adminVersionRoutes,
  adminVersionContentRoutes,
} from './features/admin-projects/index.js';
import {
  adminCatalogRoutes,
  adminContentRoutes,
  adminKitchenRoutes,
} from './features/admin-catalog/index.js';
import { adminUserRoutes } from './features/admin-users/index.js';
import { priceListRoutes, activePriceListRoutes } from './features/price-lists/index.js';
import { auditRoutes, staffAuditRoutes } from './features/audit/index.js';
import { pipelineRoutes } from './features/pipeline/index.js';
import { dataRetention } from './features/retention/index.js';
import { siteConfigRoutes } from './features/site-config/index.js';
import { viewEventRoutes, viewStatisticsRoutes } from './features/view-events/index.js';
import { adminEnquiryRoutes, publicEnquiryRoutes } from './features/enquiries/index.js';
import { defaultWebDistDir } from './lib/paths.js';
import { OneLinePerRequest, requestId, type LogDestination } from './lib/request-log.js';
import access from './plugins/access.js';
import cache from './plugins/cache.js';
import databasePlugin from './plugins/database.js';
import demoData from './plugins/demo-data.js';
import errorHandler, { handleClientError, sendFrameworkError } from './plugins/error-handler.js';
import nulGuard from './plugins/nul-guard.js';
import files, { fileRoutes } from './plugins/files.js';
import hostCheck from './plugins/host-check.js';
import mail from './plugins/mail.js';
import openApi from './plugins/openapi.js';
import originCheck from './plugins/origin-check.js';
import rateLimits from './plugins/rate-limits.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import sharedAnswers from './plugins/shared-answers.js';
import { SharedAnswers } from './cache/shared-answers.js';
import webApp from './plugins/web-app.js';
import { cacheRefreshRoutes } from './features/cache-refresh/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import { stripeClient } from './lib/stripe-client.js';

export interface AppDependencies {
  /** An open database to use instead of the configured one; closed with the app. */
  database?: Database;
  /**
   * Where the JSON log lines go: tests read them, main.ts writes them to standard output
   * asynchronously, through pino-pretty in local mode (lib/request-log.ts); by default
   * standard output, written synchronously.
   */
  logStream?: LogDestination;
  /** The app's clock (decision 37): tests pass one they move. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Now, by the app's clock: every time-dependent rule asks it (decision 37). */
    clock: Clock;
  }
}

function loggerOptions(config: Config, deps: AppDependencies): FastifyServerOptions['logger'] {
  const base = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { req: requestSerializer },
  };
  if (deps.logStream) return { ...base, stream: deps.logStream };
  return base;
}

/** The whole server: external plugins, then app plugins, then routes. Not yet listening. */
export function buildApp(config: Config, deps: AppDependencies = {}) {
  // Public cached answers are sent again at the door, before routing (decision 70).
  const answers = new SharedAnswers();
  const app = Fastify({
    serverFactory: answers.serverFactory,
    logger: loggerOptions(config, deps),
    // One line per request, when it is answered (lib/request-log.ts, decision 45).
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    bodyLimit: 1_048_576,
    // A first start creates the database and draws the demo pictures: allow it time.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: handleClientError,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('clock', deps.clock ?? systemClock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // External plugins
  app.register(errorHandler);
  app.register(nulGuard);
  app.register(securityHeaders, { production: config.isProduction });
  app.register(openApi, {
    production: config.isProduction,
    publicUrl: config.PUBLIC_URL,
    serveDocs: config.API_DOCS,
  });
  app.register(databasePlugin, { config, database: deps.database });
  app.register(files, { dataDir: config.DATA_DIR, s3: config.S3 });

  // App plugins
  app.register(demoData, { enabled: config.DEMO_DATA });
  app.register(hostCheck, {
    publicUrl: config.PUBLIC_URL,
    production: config.isProduction,
    listenHost: config.HOST,
  });
  app.register(originCheck, { publicUrl: config.PUBLIC_URL });
  app.register(cache, { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  app.register(rateLimits, { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  app.register(session, { production: config.isProduction, secret: config.SESSION_SECRET });
  app.register(sharedAnswers, { answers, trustsProxy: config.TRUST_PROXY !== false });
  app.register(mail, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    secret: config.SESSION_SECRET,
    keepSentCopies: !config.isProduction,
  });
  app.register(access);
  app.register(threadBus, { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  app.register(messageMails, {
    delayMinutes: config.MESSAGE_MAIL_DELAY_MINUTES,
    publicUrl: config.PUBLIC_URL,
  });
  app.register(paymentReminders, { publicUrl: config.PUBLIC_URL, timeZone: config.TIME_ZONE });
  app.register(dataRetention, {
    auditDays: config.AUDIT_RETENTION_DAYS,
    viewEventDays: config.VIEW_EVENT_RETENTION_DAYS,
  });

  // Routes
  app.register(fileRoutes);
  app.register(healthRoutes, { prefix: '/api/v1' });
  app.register(authRoutes, {
    prefix: '/api/v1',
    publicUrl: config.PUBLIC_URL,
    devOutbox: !config.isProduction,
  });
  app.register(userRoutes, { prefix: '/api/v1/user' });
  app.register(messageMailSettingsRoutes, { prefix: '/api/v1/user' });
  app.register(galleryRoutes, { prefix: '/api/v1/gallery' });
  app.register(projectRoutes, { prefix: '/api/v1' });
  app.register(designVersionRoutes, { prefix: '/api/v1' });
  app.register(batchRoutes, { prefix: '/api/v1' });
  app.register(batchEstimateRoutes, { prefix: '/api/v1', publicUrl: config.PUBLIC_URL });
  app.register(estimatePageSlugRoutes, { prefix: '/api/v1' });
  app.register(estimateRoutes, { prefix: '/api/v1' });
  app.register(estimateViewRoutes, { prefix: '/api/v1' });
  app.register(estimateBreakdownRoutes, { prefix: '/api/v1' });
  app.register(cacheRefreshRoutes, { prefix: '/api/v1' });
  app.register(itemDetailRoutes, { prefix: '/api/v1' });
  app.register(projectStageRoutes, { prefix: '/api/v1', timeZone: config.TIME_ZONE });
  app.register(contentRoutes, { prefix: '/api/v1' });
  app.register(viewEventRoutes, { prefix: '/api/v1' });
  app.register(viewStatisticsRoutes, {
    prefix: '/api/v1',
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TIME_ZONE,
  });
  app.register(uploadRoutes, {
    prefix: '/api/v1/admin',
    uploadsPerMinute: config.UPLOADS_PER_MINUTE,
  });
  app.register(adminProjectRoutes, { prefix: '/api/v1/admin', publicUrl: config.PUBLIC_URL });
  app.register(adminVersionRoutes, { prefix: '/api/v1/admin' });
  app.register(adminVersionContentRoutes, { prefix: '/api/v1/admin' });
  app.register(adminCatalogRoutes, { prefix: '/api/v1/admin' });
  app.register(adminContentRoutes, { prefix: '/api/v1/admin' });
  app.register(adminKitchenRoutes, { prefix: '/api/v1/admin' });
  app.register(adminUserRoutes, { prefix: '/api/v1/admin' });
  app.register(publicEnquiryRoutes, { prefix: '/api/v1', publicUrl: config.PUBLIC_URL });
  app.register(adminEnquiryRoutes, { prefix: '/api/v1/admin', publicUrl: config.PUBLIC_URL });
  app.register(priceListRoutes, { prefix: '/api/v1/admin' });
  app.register(auditRoutes, { prefix: '/api/v1/admin' });
  app.register(pipelineRoutes, { prefix: '/api/v1/admin' });
  app.register(staffAuditRoutes, { prefix: '/api/v1/admin' });
  app.register(activePriceListRoutes, { prefix: '/api/v1/admin' });
  app.register(reservationRoutes, {
    prefix: '/api/v1',
    timeZone: config.TIME_ZONE,
    publicUrl: config.PUBLIC_URL,
  });
  app.register(projectMessageRoutes, {
    prefix: '/api/v1',
    messagesPerMinute: config.MESSAGES_PER_MINUTE,
  });
  app.register(messageInboxRoutes, { prefix: '/api/v1/admin' });
  app.register(liveThreadRoutes, { prefix: '/api/v1' });
  app.register(messageAttachmentRoutes, {
    prefix: '/api/v1',
    uploadsPerMinute: config.UPLOADS_PER_MINUTE,
  });
  app.register(projectRequoteRoutes, { prefix: '/api/v1', publicUrl: config.PUBLIC_URL });
  app.register(adminRequoteRoutes, { prefix: '/api/v1/admin' });
  app.register(acceptanceRoutes, {
    prefix: '/api/v1',
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TIME_ZONE,
    signature: config.ACCEPTANCE_SIGNATURE,
  });
  app.register(designSignOffRoutes, {
    prefix: '/api/v1',
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TIME_ZONE,
    signature: config.ACCEPTANCE_SIGNATURE,
  });
  app.register(variantRequestRoutes, {
    prefix: '/api/v1',
    publicUrl: config.PUBLIC_URL,
    asksPerMinute: config.VARIANT_REQUESTS_PER_MINUTE,
  });
  app.register(paymentIssueRoutes, { prefix: '/api/v1/admin', publicUrl: config.PUBLIC_URL });
  app.register(paymentsDueRoutes, { prefix: '/api/v1/admin', timeZone: config.TIME_ZONE });
  // Production without PAYMENT_WEBHOOK_SECRET: no webhook; local mode always has one (env.ts).
  const webhookSecret = config.PAYMENT_WEBHOOK_SECRET;
  if (webhookSecret) {
    app.register(webhookRoutes, {
      prefix: '/api/v1',
      secret: webhookSecret,
      timeZone: config.TIME_ZONE,
      publicUrl: config.PUBLIC_URL,
    });
  }
  // The stand-in provider: local mode only, like the dev outbox (decision 37.6).
  const standIn = !config.isProduction && webhookSecret !== undefined;
  if (standIn) {
    app.register(standInRoutes, {
      prefix: '/api/v1',
      secret: webhookSecret,
      publicUrl: config.PUBLIC_URL,
      timeZone: config.TIME_ZONE,
    });
  }
  app.register(siteConfigRoutes, {
    prefix: '/api/v1',
    paymentLinkUrl: config.PAYMENT_LINK_URL ?? (standIn ? standInPath : undefined),
  });
  app.register(paymentScheduleRoutes, {
    prefix: '/api/v1',
    stripe: stripeClient(config),
    standInPath: standIn ? standInPath : undefined,
    paymentLinkUrl: config.PAYMENT_LINK_URL,
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TIME_ZONE,
  });
  app.register(webApp, {
    webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir,
    serveSourceMaps: config.SOURCE_MAPS,
    publicUrl: config.PUBLIC_URL,
  });

  return app;
}

export type App = ReturnType<typeof buildApp>;
