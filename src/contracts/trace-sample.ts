// No import from ./chain (zod): the consumer trace page checks steps with these fields and stays light on a phone.

/** The sample batch code: the product page's QR code opens /trace?batch=XQ-SAMPLE-0001. */
export const TRACE_SAMPLE_BATCH = 'XQ-SAMPLE-0001';

/**
 * The traceability product's sample batch: the product page's QR code opens /trace?batch=XQ-SAMPLE-0001
 * and every step below is a ledger transaction. Demo content, in every environment: a fictional brand and places.
 * One copy for the server's seed and the MSW mocks.
 */
export const TRACE_SAMPLE = {
  batch: {
    code: TRACE_SAMPLE_BATCH,
    product: '青溪红边 · 明前一级红茶',
    brand: '岩山茶业（示例品牌）',
    producer: '青溪县岩山茶业有限公司（示例）',
    origin: '青溪县岩山村生态茶园 3 号地块（海拔 620 米）',
    spec: '250 克 / 罐',
    quantity: '320 罐',
  },
  steps: [
    {
      stage: '种植',
      title: '茶园管护',
      detail:
        '3 号地块 42 亩茶园，冬季深翻并施用腐熟菜籽饼有机肥每亩 150 公斤；春季以黄板、杀虫灯物理防虫，全年未使用化学农药与除草剂。',
      place: '青溪县岩山村生态茶园 3 号地块',
      actor: '岩山村茶叶专业合作社',
      occurredAt: '2026-03-02T08:30:00+08:00',
    },
    {
      stage: '采摘',
      title: '明前鲜叶采摘',
      detail: '人工采摘一芽一叶初展鲜叶 386 公斤，竹篮盛装、阴凉处摊放，采后 2 小时内送达初制厂。',
      place: '青溪县岩山村生态茶园 3 号地块',
      actor: '岩山村茶叶专业合作社',
      occurredAt: '2026-03-28T06:00:00+08:00',
    },
    {
      stage: '加工',
      title: '红茶初制',
      detail: '萎凋 14 小时、揉捻 90 分钟、发酵 4.5 小时、烘干两道（初烘 120℃、足火 90℃），得毛茶 88 公斤。',
      place: '岩山茶业初制厂（青溪县岩山村）',
      actor: '青溪县岩山茶业有限公司（示例）',
      occurredAt: '2026-03-29T09:00:00+08:00',
    },
    {
      stage: '质检',
      title: '农残与品质检测',
      detail:
        '抽样送检：62 项农药残留均未检出，铅含量 0.31 mg/kg（限量 5.0），水分 5.8%；感官审评得分 93 分，判定为一级。报告编号 QXJC-2026-04-0137。',
      place: '青溪县农产品质量检测中心（示例）',
      actor: '青溪县农产品质量检测中心（示例）',
      occurredAt: '2026-04-03T15:20:00+08:00',
    },
    {
      stage: '仓储',
      title: '精制分装入库',
      detail: '拣剔精制后得成品 80 公斤，分装 250 克铁罐 320 罐，一罐一码；恒温 18℃、相对湿度 45% 避光存放。',
      place: '岩山茶业成品仓（青溪县经济开发区）',
      actor: '青溪县岩山茶业有限公司（示例）',
      occurredAt: '2026-04-10T10:00:00+08:00',
    },
    {
      stage: '物流',
      title: '发往杭州旗舰店',
      detail: '120 罐经干线物流发往杭州，全程温湿度记录仪采集，运输 26 小时，到货签收完好。运单号 XQWL2026041800376。',
      place: '青溪县 → 杭州市上城区',
      actor: '星桥物流（示例）',
      occurredAt: '2026-04-18T14:00:00+08:00',
    },
    {
      stage: '销售',
      title: '门店上架',
      detail: '杭州湖滨旗舰店上架销售，零售价 268 元 / 罐；消费者扫描罐底二维码即可查看本批次全部溯源信息。',
      place: '岩山茶业杭州湖滨旗舰店（示例）',
      actor: '青溪县岩山茶业有限公司（示例）',
      occurredAt: '2026-04-20T09:30:00+08:00',
    },
  ],
} as const;

export interface TraceBatchFields {
  code: string;
  product: string;
  brand: string;
  producer: string;
  origin: string;
  spec: string;
  quantity: string;
}
export interface TraceStepFields {
  seq: number;
  stage: string;
  title: string;
  detail: string;
  place: string;
  actor: string;
  occurredAt: Date | string;
}

/** What the ledger records and the trace page shows of a batch. */
export function traceBatchFields(batch: TraceBatchFields): TraceBatchFields {
  const { code, product, brand, producer, origin, spec, quantity } = batch;
  return { code, product, brand, producer, origin, spec, quantity };
}

/** What the ledger records and the trace page shows of a step (its time in ISO-8601, UTC). */
export function traceStepFields(step: TraceStepFields): Omit<TraceStepFields, 'occurredAt'> & { occurredAt: string } {
  const { seq, stage, title, detail, place, actor } = step;
  return { seq, stage, title, detail, place, actor, occurredAt: new Date(step.occurredAt).toISOString() };
}

/** The ledger payload of a trace step (D9, before its salt): the batch and the step, as the seed recorded them. */
export function traceStepPayload(batch: TraceBatchFields, step: TraceStepFields): Record<string, unknown> {
  return { record: 'trace', batch: traceBatchFields(batch), ...traceStepFields(step) };
}
