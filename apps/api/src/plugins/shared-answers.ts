import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedAnswerSent, SharedAnswers } from '../cache/shared-answers.js';
import { redactTokens } from '../lib/log-redaction.js';
import { requestId } from '../lib/request-log.js';

/*
 * Records the public cached answers the routes send (json-answer.ts marks them), for the
 * server's front door to send again before routing (cache/shared-answers.ts, decision 70).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The public cached answers the server's front door sends again (cache/shared-answers.ts). */
    sharedAnswers: SharedAnswers;
  }
  interface FastifyRequest {
    /** The public cached answer this request was sent, when it was one. */
    sharedAnswer: SharedAnswerSent | null;
  }
}

/** The log levels at which request lines are written (LOG_LEVEL=warn leaves them out). */
const levelsWritingRequests = new Set(['trace', 'debug', 'info']);

export interface SharedAnswersPluginOptions {
  answers: SharedAnswers;
  /** TRUST_PROXY is set. */
  trustsProxy: boolean;
}

async function sharedAnswersPlugin(app: FastifyInstance, options: SharedAnswersPluginOptions) {
  const { answers } = options;
  app.decorate('sharedAnswers', answers);
  app.decorateRequest('sharedAnswer', null);
  answers.wire({
    currentAnswer: (modelKey) => app.cache.currentAnswer(modelKey),
    sessionCookieName: app.sessionCookie.name,
    trustsProxy: options.trustsProxy,
    requestId,
    logRequest: ({ reqId, ...line }) => {
      if (levelsWritingRequests.has(app.log.level)) {
        app.log.info({ reqId, ...line, url: redactTokens(line.url) }, 'request');
      }
    },
  });
  app.addHook('onResponse', (request, reply, done) => {
    const sent = request.sharedAnswer;
    if (sent && request.method === 'GET') {
      answers.record(
        request.raw,
        sent,
        reply.statusCode,
        reply.getHeaders(),
        request.routeOptions.url,
      );
    }
    done();
  });
  app.addHook('preClose', (done) => {
    answers.close();
    done();
  });
}

export default fp(sharedAnswersPlugin, {
  name: 'shared-answers',
  fastify: '5.x',
  dependencies: ['cache', 'session'],
});
