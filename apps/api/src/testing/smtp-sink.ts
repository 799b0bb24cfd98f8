// e2e/support/smtp-sink.ts imports the sink from here: drop this file once it imports
// apps/api/test/helpers/smtp-sink.ts, where the API's test helpers now live.
export * from '../../test/helpers/smtp-sink.js';
