import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { canConnect, freePort } from './engines.js';

/**
 * A real S3 store for the tests: Debian's Ceph RADOS Gateway over a one-node cluster (one monitor, one OSD keeping
 * objects in RAM) on 127.0.0.1, free ports and a temporary folder, with a fixed test user. Nothing here fakes S3.
 * Installed by .ci/install-s3.sh.
 */

/** The gateway's one user; tests hand these to the code under test as AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY. */
export const S3_TEST_ACCESS_KEY = 'GAMETOOLSTESTKEY0001';
export const S3_TEST_SECRET_KEY = 'gametools-test-secret-0000000000000000000';

export interface S3Gateway {
  readonly endpoint: string;
  readonly region: string;
  /** Variables that point the service (config.ts) and the SDK's credential chain at this gateway. */
  env(bucket: string): Record<string, string>;
  /** A client for assertions: what a user of the bucket would see. */
  client(): S3Client;
  /** Creates a bucket (names: 3–63 characters, as on AWS). */
  createBucket(name: string): Promise<void>;
  /** Process ids of the gateway, OSD and monitor (memory measurements). */
  pids(): number[];
  /** Stops only the gateway (objects stay in the OSD), as when an S3 endpoint goes away. */
  halt(): Promise<void>;
  /** Starts the gateway again on the same port after `halt`. */
  start(): Promise<void>;
  /** Stops all three daemons and removes the folder. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function tail(path: string): string {
  try {
    return readFileSync(path, 'utf8').slice(-3000);
  } catch {
    return '';
  }
}

/**
 * The settings a one-node throw-away cluster needs; each line below exists because the daemons misbehave
 * without it (see /work/shared/reference/object-storage.md for how they were found).
 */
function cephConf(dir: string, fsid: string, monPort: number, rgwPort: number): string {
  return `[global]
fsid = ${fsid}
mon host = v2:127.0.0.1:${monPort}
mon initial members = a
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind msgr1 = false
ms bind ipv6 = false
auth cluster required = none
auth service required = none
auth client required = none
# without auth the gateway's default "secure" monitor session cannot be set up
ms mon client mode = crc secure
run dir = ${dir}/run
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
log file = ${dir}/log/$name.log
crash dir = ${dir}/crash
mon cluster log to file = false
keyring = ${dir}/keyring
mon data = ${dir}/mon/$id
osd data = ${dir}/osd/$id
osd objectstore = memstore
memstore device bytes = ${4 * 1024 ** 3}
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
osd crush initial weight = 1
mon allow pool size one = true
mon allow pool delete = true
mon max pg per osd = 1000
# the gateway creates its pools at start, one monitor round each: short rounds make start take seconds, not tens
paxos propose interval = 0.05
paxos min wait = 0.01
mon tick interval = 1
mon warn on pool no redundancy = false
mon data avail warn = 1
mon data avail crit = 0
osd op num shards = 2
osd op num threads per shard = 1

[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw thread pool size = 32
rgw dns name = localhost
# a lifecycle "day" lasts 10 s, so bucket rules can be watched working
rgw lc debug interval = 10
rgw dynamic resharding = false
rgw enable usage log = false
`;
}

function run(cmd: string, args: string[], what: string): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${what} failed (${r.status ?? r.signal}): ${(r.stderr || r.stdout || String(r.error)).slice(-2000)}`);
  return r.stdout;
}

/** Starts the cluster and the gateway; about 2–3 s on an idle machine. */
export async function startS3Gateway(): Promise<S3Gateway> {
  for (const bin of ['/usr/bin/radosgw', '/usr/bin/ceph-mon', '/usr/bin/ceph-osd']) {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: run .ci/install-s3.sh`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'gt-s3-'));
  await Promise.all(['run', 'log', 'mon/a', 'osd/0', 'crash'].map((d) => mkdir(join(dir, d), { recursive: true })));
  const monPort = await freePort();
  let rgwPort = await freePort();
  while (rgwPort === monPort) rgwPort = await freePort();
  const conf = join(dir, 'ceph.conf');
  const fsid = randomUUID();
  await writeFile(conf, cephConf(dir, fsid, monPort, rgwPort));

  const children: ChildProcess[] = [];
  let rgw: ChildProcess | null = null;
  // The daemons never outlive the test process, whatever way it leaves.
  const killAll = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const daemon = (cmd: string, args: string[], logName: string): ChildProcess => {
    const fd = openSync(join(dir, 'log', logName), 'a');
    const c = spawn(cmd, ['-c', conf, ...args, '-f'], { stdio: ['ignore', fd, fd] });
    closeSync(fd);
    children.push(c);
    return c;
  };

  const stop = async () => {
    process.off('exit', killAll);
    killAll();
    await Promise.all(children.map(exited));
    await rm(dir, { recursive: true, force: true });
  };

  const launchGateway = async () => {
    const c = daemon('/usr/bin/radosgw', ['-n', 'client.rgw'], 'rgw.stderr');
    rgw = c;
    // beast listens only once the gateway has created its pools, so a connect means ready.
    const deadline = Date.now() + 60_000;
    while (!(await canConnect(rgwPort))) {
      if (c.exitCode !== null) throw new Error(`radosgw exited with ${c.exitCode}: ${tail(join(dir, 'log', 'client.rgw.log'))}`);
      if (Date.now() > deadline) throw new Error(`radosgw did not listen within 60 s: ${tail(join(dir, 'log', 'client.rgw.log'))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  try {
    run('/usr/bin/monmaptool', ['--create', '--fsid', fsid, '--addv', 'a', `[v2:127.0.0.1:${monPort}]`, join(dir, 'monmap')], 'monmaptool');
    run('/usr/bin/ceph-mon', ['-c', conf, '-i', 'a', '--mkfs', '--monmap', join(dir, 'monmap')], 'ceph-mon --mkfs');
    daemon('/usr/bin/ceph-mon', ['-i', 'a'], 'mon.stderr');
    const osdUuid = randomUUID();
    // The first command also waits for the monitor to form its quorum of one.
    const osdId = run('/usr/bin/ceph', ['-c', conf, '--connect-timeout', '30', 'osd', 'new', osdUuid], 'ceph osd new').trim();
    run('/usr/bin/ceph-osd', ['-c', conf, '-i', osdId, '--mkfs', '--osd-uuid', osdUuid], 'ceph-osd --mkfs');
    daemon('/usr/bin/ceph-osd', ['-i', osdId], 'osd.stderr');
    await launchGateway();
    // As client.admin: as client.rgw it would collide with the running gateway's admin socket.
    run(
      '/usr/bin/radosgw-admin',
      ['-c', conf, '-n', 'client.admin', 'user', 'create', '--uid=test', '--display-name=test', `--access-key=${S3_TEST_ACCESS_KEY}`, `--secret=${S3_TEST_SECRET_KEY}`],
      'radosgw-admin user create',
    );
  } catch (err) {
    await stop();
    throw err;
  }

  const endpoint = `http://127.0.0.1:${rgwPort}`;
  const region = 'us-east-1';
  const client = () =>
    new S3Client({
      endpoint,
      region,
      forcePathStyle: true,
      credentials: { accessKeyId: S3_TEST_ACCESS_KEY, secretAccessKey: S3_TEST_SECRET_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  return {
    endpoint,
    region,
    env: (bucket) => ({
      JOB_FILES: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_TEST_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: S3_TEST_SECRET_KEY,
    }),
    client,
    async createBucket(name) {
      const c = client();
      try {
        await c.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        c.destroy();
      }
    },
    pids: () => children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => c.pid ?? 0),
    async halt() {
      const c = rgw;
      if (!c) return;
      rgw = null;
      c.kill('SIGKILL');
      await exited(c);
    },
    start: launchGateway,
    stop,
  };
}
