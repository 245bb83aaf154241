import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dayNumberToDate, shanghaiDayNumber } from '#utils/shanghai-date';

/** `attachment` with an ASCII file name and the Chinese one (RFC 6266). */
export function csvDisposition(asciiName: string, chineseName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(chineseName)}`;
}

/**
 * Streams a CSV export as `<asciiBase>-YYYYMMDD.csv` (`<chineseBase>-…` for browsers that read RFC 6266), dated by
 * the Beijing day its rows are written in. A failure after the first batch can only cut the download short: the
 * log says so.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  csv: Readable,
  names: { ascii: string; chinese: string; now: Date },
): FastifyReply {
  csv.on('error', (error) => request.log.error({ err: error }, `${names.ascii} export stopped`));
  const stamp = dayNumberToDate(shanghaiDayNumber(names.now)).replace(/-/g, '');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', csvDisposition(`${names.ascii}-${stamp}.csv`, `${names.chinese}-${stamp}.csv`))
    .header('cache-control', 'no-store')
    .send(csv);
}
