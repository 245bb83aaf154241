import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>星桥链数</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;line-height:1.7">
<h1>前端页面尚未构建</h1>
<p>API 服务已在运行（接口前缀 <code>/shangchain/bsnApi</code>，健康检查 <code>/health</code>）。</p>
<p>请执行 <code>npm run build</code> 构建前端页面后重启服务，或直接使用 <code>npm start</code>（启动前自动构建）。</p>
</body></html>`;

/** The built SPA from the same port: index.html never cached, hashed assets cached for a year. */
export async function registerStaticSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_HTML),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    cacheControl: false,
    schemaHide: true,
    // The build writes .br/.gz beside each text asset (vite.config.ts precompress).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // filePath may be the precompressed twin (index.html.br): judge by the original name.
      const relative = path
        .relative(staticDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (relative.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (relative.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}
