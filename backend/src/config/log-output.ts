import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, destination } from 'pino';
import PinoPretty from 'pino-pretty';
import type { AppConfig } from './app-config';

/**
 * Where pino writes: JSON lines to stdout (production, tests, LOG_FORMAT=json), or one
 * readable, coloured line per entry (development). The pretty stream writes synchronously,
 * so the start banner printed after `listen` really is the last thing on the screen.
 */
export function logDestination(config: AppConfig): DestinationStream {
  if (config.logFormat !== 'pretty') return destination({ dest: 1, sync: true });
  return PinoPretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // „[Kontext] Nachricht GET /api/init → 200 (3 ms)“; anything else stays as JSON after it.
    messageFormat:
      '{if context}[{context}] {end}{msg}{if req.method} {req.method} {req.url}{end}' +
      '{if res.statusCode} → {res.statusCode} ({responseTime} ms){end}',
    ignore: 'pid,hostname,context,req,res,responseTime',
    singleLine: true,
  });
}

/** Nest's start-up chatter (one line per module and per route): debug, not info. */
const START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/**
 * Wraps the application logger so that the ~200 start-up lines (modules loaded, routes
 * mapped) are logged at debug level: `npm start` ends with the addresses, not under them.
 */
export function quietStartUp(logger: LoggerService): LoggerService {
  const isStartUp = (params: unknown[]): boolean => {
    const context = params[params.length - 1];
    return typeof context === 'string' && START_UP_CONTEXTS.has(context);
  };
  return {
    log: (message: unknown, ...params: unknown[]) =>
      isStartUp(params) ? logger.debug?.(message, ...params) : logger.log(message, ...params),
    error: (message: unknown, ...params: unknown[]) => logger.error(message, ...params),
    warn: (message: unknown, ...params: unknown[]) => logger.warn(message, ...params),
    debug: (message: unknown, ...params: unknown[]) => logger.debug?.(message, ...params),
    verbose: (message: unknown, ...params: unknown[]) => logger.verbose?.(message, ...params),
    fatal: (message: unknown, ...params: unknown[]) => logger.fatal?.(message, ...params),
  };
}
