import pretty, { type PrettyOptions } from 'pino-pretty';
import type { DestinationStream } from 'pino';

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line as a person reads it: `GET /compare 200 12ms`; other events keep their message. */
const messageFormat: PrettyOptions['messageFormat'] = (log, messageKey) => {
  const { req, res, responseTime } = log as RequestLine;
  if (req?.method && res?.statusCode !== undefined) {
    return `${req.method} ${req.url} ${res.statusCode} ${responseTime ?? '?'}ms`;
  }
  return String(log[messageKey] ?? '');
};

/**
 * The log for a person at a terminal (pino-pretty): one coloured line per event, levels by
 * colour, a request's fields folded into its line. Where stdout is not a terminal (a process
 * manager, a file, a pipe) the logger writes pino's JSON lines instead, for machines to read.
 * `destination`: stdout unless given (tests).
 */
export function readableLog(destination?: NodeJS.WritableStream): DestinationStream {
  return pretty({
    destination,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service,req,res,responseTime',
    messageFormat,
  });
}
