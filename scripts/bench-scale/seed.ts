/**
 * Years of data for `npm run bench:scale`, generated inside the database (INSERT … SELECT over generate_series in
 * batches of 100,000 rows): no random numbers, so every run and both databases hold the same rows. The same SQL
 * runs on PostgreSQL 15 and on PGlite.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LedgerEvent } from '#contracts/ledger-events';
import { blockHashOf, merkleRootOf, payloadHashOf, txHashOf, ZERO_HASH } from '#utils/ledger-hash';
import { rowsOf, type Db } from '../../server/src/db/client';
import { hashPassword, nodeDigest } from '../../server/src/lib/crypto';
import { buildPayloads, DECISION_KINDS, payloadText, SUBMISSION_KIND } from '../../server/src/modules/chain/payloads';
import { BLOCK_MAX_EVENTS, catchUpTree, sealBlocks } from '../../server/src/modules/chain/service';

export interface ScaleSizes {
  organisations: number;
  leads: number;
  filings: number;
  rewards: number;
}

export const FULL_SIZES: ScaleSizes = { organisations: 2_000, leads: 1_000_000, filings: 200_000, rewards: 50_000 };

/** The password of every generated organisation account (`org00001` …). */
export const ORG_PASSWORD = 'Bench#2026';
/** The generated data covers this many days up to `end`. */
const SPAN_DAYS = 3 * 365;
const BATCH = 100_000;

const SURNAMES = [
  '张',
  '王',
  '李',
  '赵',
  '刘',
  '陈',
  '杨',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
  '梁',
  '宋',
  '郑',
  '谢',
  '韩',
  '唐',
  '冯',
  '于',
  '董',
  '萧',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '晓峰',
  '建华',
  '志强',
  '海燕',
  '子涵',
  '雨桐',
  '浩然',
  '欣怡',
  '思远',
  '嘉怡',
  '宇轩',
  '梓萱',
  '俊杰',
  '佳琪',
  '文博',
  '诗涵',
  '一鸣',
  '若曦',
];
const CITIES = ['杭州', '宁波', '温州', '嘉兴', '湖州', '绍兴', '金华', '衢州', '舟山', '台州'];
const WORDS = [
  '云杉',
  '星桥',
  '数智',
  '链融',
  '青禾',
  '远航',
  '蓝海',
  '启明',
  '恒信',
  '瑞丰',
  '中和',
  '天策',
  '鼎新',
  '华芯',
  '卓越',
  '博远',
  '同创',
  '优品',
  '睿思',
  '安联',
  '晨光',
  '海纳',
  '锦程',
  '宏图',
  '知行',
  '万象',
  '合众',
  '乐享',
  '九州',
  '长风',
  '云帆',
  '清源',
  '汇智',
  '智造',
  '新禾',
  '东岳',
  '西岭',
  '南屏',
  '北辰',
  '嘉禾',
  '明德',
  '弘毅',
  '致远',
  '尚品',
  '维度',
  '极光',
  '凌云',
  '聚力',
  '方圆',
  '正泰',
];
const SUFFIXES = [
  '科技有限公司',
  '信息技术有限公司',
  '数据服务有限公司',
  '智能制造有限公司',
  '网络科技有限公司',
  '咨询有限公司',
];
const TOPICS = [
  '区块链存证平台',
  '区块链溯源平台',
  '数字藏品平台',
  '电子合同存证',
  '供应链金融',
  '人才培训课程',
  '司法存证对接',
  '农产品溯源',
  '版权登记',
  '数据确权',
];
const ASKS = ['希望了解', '想咨询', '请介绍', '需要报价：', '计划采购', '想预约演示：'];
const DETAILS = [
  '部署方式与报价',
  '私有化部署周期',
  '接口文档和试用账号',
  '与现有 ERP 的对接方案',
  '等保合规要求',
  '年度服务费用',
  '本地化实施团队',
  '成功案例',
  '培训名额与时间',
  '数据迁移方案',
];
const SOURCES = [
  '/index',
  '/solution?id=1',
  '/solution?id=2',
  '/solution?id=3',
  '/solution?id=4',
  '/solution?id=5',
  '/solution?id=6',
  '/product?id=1',
  '/product?id=2',
  '/case',
  '/platform',
  '/digitalCollection',
];
const APPLICATIONS = ['立即咨询', '提交咨询', '限时免费：领取数字藏品平台建设方案', '申请加入合作伙伴'];
const PRODUCTS = ['区块链存证平台', '区块链溯源平台'];
const SERVICE_KINDS = ['evidence', 'traceability', 'collectible', 'training', 'custom'];
const MAJORS = [
  '计算机科学与技术',
  '软件工程',
  '电子信息工程',
  '机械设计',
  '金融学',
  '工商管理',
  '生物医学工程',
  '材料科学',
  '数据科学',
  '自动化',
];
const SCHOOLS = [
  '浙江大学',
  '复旦大学',
  '上海交通大学',
  '南京大学',
  '中国科学技术大学',
  '杭州电子科技大学',
  '浙江工业大学',
  '宁波大学',
];

/** `(array[…])[1 + (expr) % n]` */
function choose(items: readonly string[], expr: string): string {
  return `(array[${items.map((item) => `'${item}'`).join(',')}])[1 + ((${expr}) % ${items.length})]`;
}

const personName = (i: string) => `${choose(SURNAMES, `${i} * 7`)} || ${choose(GIVEN, `${i} * 13 + ${i} / 30`)}`;
const company = (i: string) =>
  `${choose(CITIES, `${i} * 3`)} || ${choose(WORDS, `${i} * 11 + ${i} / 10`)} || ${choose(SUFFIXES, `${i} * 5 + ${i} / 500`)}`;
const mobile = (i: string) =>
  `'1' || ${choose(['3', '5', '7', '8', '9'], i)} || lpad(((${i}::bigint * 7919 + 12345) % 1000000000)::text, 9, '0')`;

async function timed(label: string, run: () => Promise<unknown>, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await run();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Inserts rows first..last of a generator in batches (one statement each, so PGlite never holds one huge one). */
async function inBatches(db: Db, total: number, statement: (first: number, last: number) => string): Promise<void> {
  for (let first = 1; first <= total; first += BATCH)
    await db.execute(sql.raw(statement(first, Math.min(total, first + BATCH - 1))));
}

/** Drops the secondary indexes of the bulk tables (rebuilt afterwards: much faster than maintaining them row by row). */
async function dropIndexes(db: Db, tables: string[]): Promise<string[]> {
  const rows = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      join pg_class c on c.relname = i.indexname
      join pg_index x on x.indexrelid = c.oid
      where i.schemaname = 'public' and i.tablename in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )}) and not x.indisprimary`),
  );
  for (const row of rows) await db.execute(sql.raw(`drop index "${row.name}"`));
  return rows.map((row) => row.definition);
}

/** Events per page of the ledger pass: whole blocks (a multiple of 10), one insert of events and one of blocks each. */
const LEDGER_PAGE = 5_000;
const SUBMISSION_KINDS = new Set<string>(Object.values(SUBMISSION_KIND));

/**
 * The salt of the n-th generated event's payload. Real events draw theirs at random; the bench derives them from n,
 * so that every run writes the same payloads.
 */
const benchSalt = (n: number) => createHash('sha256').update(`xq-bench-scale:${n}`).digest('hex').slice(0, 32);

interface PageEvent {
  n: number;
  kind: string;
  ref: string;
  /** created_at in milliseconds (the generated times have no finer part). */
  ms: string;
}

/** The events of the generated rows that have none yet, numbered in time order, a submission before its decision. */
async function numberEvents(db: Db): Promise<number> {
  await db.execute(
    // A plain (unlogged) table, not a temporary one: on PostgreSQL each query may take another pooled connection.
    // Organisations without events are the generated ones (the seed's demo organisation has its own).
    sql.raw(`create unlogged table scale_events as
      with generated_users as (
        select id, created_at, reviewed_at from users u
        where user_type is not null and not exists (select 1 from ledger_events e where e.ref = 'user:' || u.id))
      select row_number() over (order by created_at, rank, ref)::int as n, kind, ref, created_at from (
        select case when kind = 'portal' then 'service.requested' else 'lead.received' end as kind, 'lead:' || id as ref, created_at, 0 as rank from leads
        union all select 'registration.submitted', 'user:' || id, created_at, 0 from generated_users
        union all select 'registration.approved', 'user:' || id, reviewed_at, 1 from generated_users where reviewed_at is not null
        union all select 'talent.submitted', 'talent:' || id, submitted_at, 0 from talent_filings where submitted_at is not null
        union all select 'talent.decided', 'talent:' || id || ':' || status, reviewed_at, 1 from talent_filings where reviewed_at is not null
        union all select 'reward.submitted', 'reward:' || id, created_at, 0 from reward_applications
        union all select 'reward.decided', 'reward:' || id || ':' || status, reviewed_at, 1 from reward_applications where reviewed_at is not null
      ) e`),
  );
  await db.execute(sql.raw(`alter table scale_events add primary key (n)`));
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
    await db.execute(sql.raw(`select count(*)::int as total from scale_events`)),
  );
  return total;
}

/**
 * Payload texts and hashes of a page of events, built from the rows by the server's builders (buildPayloads):
 * submissions first, then decisions, each naming the payload hash of its submission (in `submissions`, filled as
 * submissions are built; it may be in the same page).
 */
async function pagePayloads(
  db: Db,
  base: number,
  page: readonly PageEvent[],
  submissions: Map<string, string>,
): Promise<Map<number, { payload: string; payloadHash: string }>> {
  const built = new Map<number, { payload: string; payloadHash: string }>();
  for (const decisions of [false, true]) {
    const part = page.filter((event) => DECISION_KINDS.includes(event.kind as LedgerEvent) === decisions);
    const payloads = await buildPayloads(
      db,
      part.map((event) => ({ id: base + event.n, kind: event.kind, ref: event.ref })),
      submissions,
    );
    for (const [index, event] of part.entries()) {
      if (payloads[index]!.record === 'unreadable') throw new Error(`no row for ${event.kind} ${event.ref}`);
      const payload = payloadText(payloads[index]!, benchSalt(event.n));
      const payloadHash = await payloadHashOf(nodeDigest, payload);
      if (SUBMISSION_KINDS.has(event.kind)) submissions.set(event.ref, payloadHash);
      built.set(event.n, { payload, payloadHash });
    }
  }
  return built;
}

/**
 * The ledger of the generated rows, as the server would have written and sealed it: one event per submission and
 * decision in time order, its payload built from its row by the server's builders (chain/payloads.ts), its payload
 * and transaction hashes, and blocks of 10 in id order with their Merkle roots and chained block hashes
 * (src/utils/ledger-hash.ts, node:crypto); a block is sealed at its last event's time. Pages of 5,000 events: read,
 * built, hashed and inserted (events and blocks, one statement each) while the next page is built. Then the
 * server's sealer seals what the seed itself wrote (the trace sample, the demo organisation) on top, so that
 * `GET /portal/chain/verify` checks all of it.
 */
async function seedLedger(db: Db, end: Date, log: (line: string) => void): Promise<void> {
  const started = { wall: performance.now(), cpu: process.cpuUsage() };
  const [head] = rowsOf<{ height: number; hash: string }>(
    await db.execute(sql`select height, hash from ledger_blocks order by height desc limit 1`),
  );
  const [{ base } = { base: 0 }] = rowsOf<{ base: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as base from ledger_events`),
  );
  const total = await numberEvents(db);
  const spent = { payloads: 0, hashes: 0, inserts: 0 };
  const time = async <T>(key: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      spent[key] += performance.now() - at;
    }
  };
  const submissions = new Map<string, string>();
  const firstHeight = (head?.height ?? 0) + 1;
  let prevHash = head?.hash ?? ZERO_HASH;
  let last: { height: number; txCount: number; startedAt: string } | undefined;
  let inserting: Promise<unknown> = Promise.resolve();
  for (let first = 1; first <= total; first += LEDGER_PAGE) {
    const { page, payloads } = await time('payloads', async () => {
      const page = rowsOf<PageEvent>(
        await db.execute(
          sql`select n, kind, ref, (extract(epoch from created_at) * 1000)::bigint::text as ms from scale_events
              where n between ${first} and ${first + LEDGER_PAGE - 1} order by n`,
        ),
      );
      return { page, payloads: await pagePayloads(db, base, page, submissions) };
    });
    const { events, blocks } = await time('hashes', async () => {
      const events = [];
      for (const event of page) {
        const { payload, payloadHash } = payloads.get(event.n)!;
        const createdAt = new Date(Number(event.ms)).toISOString();
        events.push({
          id: base + event.n,
          kind: event.kind,
          ref: event.ref,
          created_at: createdAt,
          block_height: firstHeight + Math.floor((event.n - 1) / BLOCK_MAX_EVENTS),
          payload,
          payload_hash: payloadHash,
          tx_hash: await txHashOf(nodeDigest, { kind: event.kind, ref: event.ref, payloadHash, createdAt }),
        });
      }
      const blocks = [];
      for (let index = 0; index < events.length; index += BLOCK_MAX_EVENTS) {
        const txs = events.slice(index, index + BLOCK_MAX_EVENTS);
        const height = txs[0]!.block_height;
        const merkleRoot = await merkleRootOf(
          nodeDigest,
          txs.map((tx) => tx.tx_hash),
        );
        const sealedAt = txs.at(-1)!.created_at;
        const hash = await blockHashOf(nodeDigest, { height, prevHash, merkleRoot, sealedAt });
        blocks.push({
          height,
          prev_hash: prevHash,
          merkle_root: merkleRoot,
          tx_count: txs.length,
          started_at: txs[0]!.created_at,
          sealed_at: sealedAt,
          hash,
        });
        prevHash = hash;
        last = { height, txCount: txs.length, startedAt: txs[0]!.created_at };
      }
      return { events, blocks };
    });
    // The previous page's inserts ran while this page was built (on PostgreSQL, in another process).
    await time('inserts', () => inserting);
    inserting = Promise.all([
      db.execute(
        sql`insert into ledger_events (id, kind, ref, created_at, block_height, payload, payload_hash, tx_hash)
            overriding system value
            select id, kind, ref, created_at, block_height, payload, payload_hash, tx_hash
            from json_to_recordset(${JSON.stringify(events)}::json) as x(id int, kind text, ref text,
                 created_at timestamptz, block_height int, payload text, payload_hash text, tx_hash text)`,
      ),
      db.execute(
        sql`insert into ledger_blocks (height, prev_hash, merkle_root, tx_count, started_at, sealed_at, hash)
            select height, prev_hash, merkle_root, tx_count, started_at, sealed_at, hash
            from json_to_recordset(${JSON.stringify(blocks)}::json) as x(height int, prev_hash text,
                 merkle_root text, tx_count int, started_at timestamptz, sealed_at timestamptz, hash text)`,
      ),
    ]);
    inserting.catch(() => undefined); // awaited (and thrown) on the next page
  }
  await time('inserts', () => inserting);
  await db.execute(sql.raw(`drop table scale_events`));
  if (last)
    await db.execute(
      sql`insert into ledger_head (id, height, block_started_at, block_size)
          values (1, ${last.height}, ${last.startedAt}::timestamptz, ${last.txCount})
          on conflict (id) do update set height = excluded.height, block_started_at = excluded.block_started_at,
                                         block_size = excluded.block_size`,
    );
  // The blocks written above become leaves of the log's tree (D12), then what the seed wrote itself (trace sample,
  // demo organisation) is sealed on top by the server's sealer.
  await catchUpTree(db);
  await sealBlocks({ db, now: () => end });
  const cpu = process.cpuUsage(started.cpu);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `  ${total.toLocaleString('en')} events in ${Math.ceil(total / BLOCK_MAX_EVENTS).toLocaleString('en')} blocks: ${seconds(performance.now() - started.wall)} (this process's CPU ${seconds((cpu.user + cpu.system) / 1000)}); rows read and payloads built ${seconds(spent.payloads)} (on PGlite, whose one connection runs a statement at a time, with the previous page's inserts), transaction hashes and blocks ${seconds(spent.hashes)}, waiting for inserts ${seconds(spent.inserts)}`,
  );
}

/**
 * Generates organisations, leads, talent filings, reward applications and their ledger events (sealed into blocks
 * of 10), ending at `end`. The tables must be empty apart from what the seed creates.
 */
export async function seedScale(db: Db, sizes: ScaleSizes, end: Date, log: (line: string) => void): Promise<void> {
  const endIso = end.toISOString();
  const at = (i: string, n: number) =>
    `date_trunc('milliseconds', timestamptz '${endIso}' - interval '${SPAN_DAYS} days' + (${i}::float8 / ${n}) * interval '${SPAN_DAYS} days')`;
  const passwordHash = await hashPassword(ORG_PASSWORD);
  const definitions = await dropIndexes(db, [
    'users',
    'leads',
    'talent_filings',
    'reward_applications',
    'ledger_events',
  ]);
  const [{ base: userBase } = { base: 0 }] = rowsOf<{ base: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as base from users`),
  );
  const orgId = (expr: string) => `(${userBase} + 1 + ((${expr}) % ${sizes.organisations}))`;

  await timed(
    `${sizes.organisations} organisations`,
    () =>
      db.execute(
        sql.raw(`
      insert into users (id, username, password_hash, role, user_type, status, org_name, org_type, principal_name,
                         address, org_code, phone, email, reviewed_at, created_at, updated_at)
      overriding system value
      select ${userBase} + i, 'org' || lpad(i::text, 5, '0'), '${passwordHash}',
             ${choose(['enterprise', 'institution', 'school'], 'i')}, 1 + i % 3, 'approved',
             ${company('i')} || i, case when i % 3 = 0 then 'I65' else '01' end, ${personName('i')},
             '星桥高新区创新大道 ' || i || ' 号', '91330100MA' || lpad(i::text, 8, '0'),
             '199' || lpad(i::text, 8, '0'), 'org' || i || '@example.com',
             ${at('i', sizes.organisations * 2)}, ${at('i', sizes.organisations * 2)}, ${at('i', sizes.organisations * 2)}
      from generate_series(1, ${sizes.organisations}) i`),
      ),
    log,
  );

  await timed(
    `${sizes.leads.toLocaleString('en')} leads`,
    () =>
      inBatches(
        db,
        sizes.leads,
        (first, last) => `
      insert into leads (id, kind, source, application, name, phone, company_name, content, email, ip, status, note,
                         user_id, service_kind, contact_time, created_at, updated_at)
      overriding system value
      select i, k.kind, ${choose(SOURCES, 'i * 7')},
             case k.kind when 'application' then ${choose(PRODUCTS, 'i / 10')} when 'contact' then ${choose(APPLICATIONS, 'i / 10')} else '' end,
             ${personName('i')}, ${mobile('i')}, ${company('i / 3')},
             ${choose(ASKS, 'i')} || ${choose(TOPICS, 'i / 7')} || '的' || ${choose(DETAILS, 'i / 3')} || '。联系人' || ${personName('i + 17')},
             case when i % 4 = 0 then 'visitor' || i || '@example.com' else '' end,
             '10.' || (i / 65536 % 256) || '.' || (i / 256 % 256) || '.' || (i % 256),
             case when i > ${Math.floor(sizes.leads * 0.99)} or i % 97 = 0 then 'new' when i % 3 = 0 then 'contacted' else 'closed' end,
             case when i % 3 = 0 then '已电话联系' else '' end,
             case when k.kind = 'portal' then ${orgId('i')} end,
             case when k.kind = 'portal' then ${choose(SERVICE_KINDS, 'i / 10')} end, '',
             ${at('i', sizes.leads)}, ${at('i', sizes.leads)}
      from generate_series(${first}, ${last}) i,
           lateral (select case i % 10 when 0 then 'application' when 1 then 'portal' else 'contact' end as kind) k`,
      ),
    log,
  );

  // Status by position: 5 % drafts, 5 % pending (and the newest 1 %), 10 % rejected, the rest approved.
  const filingStatus = (i: string) =>
    `case when ${i} % 20 = 0 then 'draft' when ${i} % 20 = 1 or ${i} > ${Math.floor(sizes.filings * 0.99)} then 'pending' when ${i} % 20 in (2, 3) then 'rejected' else 'approved' end`;
  await timed(
    `${sizes.filings.toLocaleString('en')} talent filings`,
    () =>
      inBatches(
        db,
        sizes.filings,
        (first, last) => `
      insert into talent_filings (id, user_id, kind, status, name, gender, id_card, birth_date, mobile, email, education,
                                  major, job_title, position, entry_date, talent_category, achievements, school,
                                  graduation_year, degree, diploma_number, review_reason, reviewer_id, submitted_at,
                                  reviewed_at, created_at, updated_at)
      overriding system value
      select i, ${orgId('i * 7')}, ${choose(['common', 'high', 'graduates'], 'i')}, s.status, ${personName('i + 3')},
             case when i % 2 = 0 then '男' else '女' end,
             '330106' || (1970 + i % 30) || lpad((1 + i % 12)::text, 2, '0') || lpad((1 + i % 28)::text, 2, '0') || lpad((i % 1000)::text, 3, '0') || ${choose(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'], 'i')},
             (1970 + i % 30) || '-' || lpad((1 + i % 12)::text, 2, '0') || '-' || lpad((1 + i % 28)::text, 2, '0'),
             ${mobile('i + 5')}, 'talent' || i || '@example.com', ${choose(['本科', '硕士研究生', '博士研究生'], 'i')},
             ${choose(MAJORS, 'i / 3')}, ${choose(['工程师', '高级工程师', '研究员', '讲师'], 'i')}, ${choose(['研发', '产品', '运营', '教学'], 'i / 5')},
             '2020-0' || (1 + i % 9) || '-01',
             case when i % 3 = 1 then ${choose(['A', 'B', 'C', 'D', 'E'], 'i / 3')} else '' end,
             case when i % 3 = 1 then '主持国家级科研项目，发表论文多篇' else '' end,
             case when i % 3 = 2 then ${choose(SCHOOLS, 'i / 3')} else '' end,
             case when i % 3 = 2 then (2015 + i % 10)::text else '' end,
             case when i % 3 = 2 then ${choose(['学士', '硕士', '博士'], 'i / 3')} else '' end,
             case when i % 3 = 2 then '1033' || lpad(i::text, 14, '0') else '' end,
             case when s.status = 'rejected' then '材料不完整，请补充学历证明' end,
             case when s.status in ('approved', 'rejected') then ${userBase} end,
             case when s.status <> 'draft' then ${at('i', sizes.filings)} end,
             case when s.status in ('approved', 'rejected') then ${at('i', sizes.filings)} + interval '2 days' end,
             ${at('i', sizes.filings)}, ${at('i', sizes.filings)} + case when s.status in ('approved', 'rejected') then interval '2 days' else interval '0' end
      from generate_series(${first}, ${last}) i, lateral (select ${filingStatus('i')} as status) s`,
      ),
    log,
  );

  // Each reward belongs to an approved filing (ids ≡ 5 mod 20 are approved) of that filing's organisation.
  const talentOf = (i: string) => `(20 * ((${i} * 7) % ${Math.max(1, Math.floor(sizes.filings / 20))}) + 5)`;
  await timed(
    `${sizes.rewards.toLocaleString('en')} reward applications`,
    () =>
      inBatches(
        db,
        sizes.rewards,
        (first, last) => `
      insert into reward_applications (id, user_id, talent_id, reward_type, amount_fen, apply_reason, status,
                                       review_reason, reviewer_id, reviewed_at, created_at, updated_at)
      overriding system value
      select i, ${orgId(`${talentOf('i')} * 7`)}, ${talentOf('i')}, ${choose(['settle', 'living', 'rent', 'award'], 'i')},
             100000 * (1 + i % 30), '符合人才政策第' || (1 + i % 12) || '条', r.status,
             case when r.status = 'rejected' then '金额超出标准' end,
             case when r.status <> 'pending' then ${userBase} end,
             case when r.status <> 'pending' then ${at('i', sizes.rewards)} + interval '3 days' end,
             ${at('i', sizes.rewards)}, ${at('i', sizes.rewards)}
      from generate_series(${first}, ${last}) i,
           lateral (select case when i % 10 = 0 or i > ${Math.floor(sizes.rewards * 0.99)} then 'pending' when i % 10 in (1, 2) then 'rejected' else 'approved' end as status) r`,
      ),
    log,
  );

  await timed('ledger events, payloads, hashes and blocks of 10', () => seedLedger(db, end, log), log);

  await timed(
    `${definitions.length} indexes rebuilt, sequences moved, statistics`,
    async () => {
      for (const definition of definitions) await db.execute(sql.raw(definition));
      for (const table of ['users', 'leads', 'talent_filings', 'reward_applications', 'ledger_events'])
        await db.execute(
          sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
        );
      await db.execute(sql.raw('vacuum analyze'));
    },
    log,
  );
}
