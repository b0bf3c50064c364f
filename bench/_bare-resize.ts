/**
 * The baseline of bench/uploads.ts: a bare Koa server that takes the same multipart upload and does the same
 * resize inside the request (koa-body, sharp), with no job, no queue and no storage. Prints its URL.
 */
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { unlink } from 'node:fs/promises';
import sharp from 'sharp';

const app = new Koa();
app.use(koaBody({ multipart: true }));
app.use(async (ctx) => {
  const file = ctx.request.files?.file;
  const one = Array.isArray(file) ? file[0] : file;
  if (!one) return ctx.throw(400, 'no file');
  const fields = ctx.request.body as Record<string, string> | undefined;
  ctx.type = 'image/png';
  ctx.body = await sharp(one.filepath).resize({ width: Number(fields?.width ?? 32) }).png().toBuffer();
  await unlink(one.filepath);
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
});
