import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginCallers, type TestUser } from '../../test/auth.ts';

/**
 * Hostile uploads stay cheap: a workbook whose sheet comes before its shared strings, one shared
 * string of 300 MB, two million header columns (XLSX and CSV). Each is measured (time, peak memory
 * of the process, the event loop's longest delay, the slowest of the other requests made meanwhile)
 * and the figures printed (docs/performance.md); the bounds asserted are generous on purpose.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin } = await loginCallers(t));
});
afterAll(() => t.close());

/** Deflates what `write` produces, chunk by chunk (so a 300 MB part is never held whole). */
async function deflate(
  write: (push: (text: string) => Promise<void>) => Promise<void>,
): Promise<{ data: Buffer; size: number }> {
  const deflater = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  let size = 0;
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  await write(async (text) => {
    const bytes = Buffer.from(text);
    size += bytes.length;
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
  });
  const ended = once(deflater, 'end');
  deflater.end();
  await ended;
  return { data: Buffer.concat(out), size };
}

/** A zip of these parts, in this order (CRC left 0: the reader does not need it). */
function zip(parts: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size % 2 ** 32, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size % 2 ** 32, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const small = async (name: string, text: string) => ({
  name,
  ...(await deflate(async (push) => push(text))),
});
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Donors" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

async function upload(bytes: Buffer, fileName: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return t.inject({
    method: 'POST',
    url: '/api/import/donors/preview',
    headers: { ...admin.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The upload's time, the process's peak memory above the start, the event loop's worst delay and the slowest other request meanwhile. */
async function measured(label: string, bytes: Buffer, fileName: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let running = true;
  let slowestOther = 0;
  const others = (async () => {
    while (running) {
      const start = performance.now();
      await t.inject({ method: 'GET', url: '/api/divisions' });
      slowestOther = Math.max(slowestOther, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const start = performance.now();
  const res = await upload(bytes, fileName);
  const ms = performance.now() - start;
  running = false;
  await others;
  loop.disable();
  clearInterval(sampler);
  const figures = {
    ms: Math.round(ms),
    peakRssMb: Math.round((peak - before) / 1024 / 1024),
    loopMaxDelayMs: Math.round(loop.max / 1e6),
    slowestOtherRequestMs: Math.round(slowestOther),
  };
  console.log(
    `[bounded parse] ${label} (${(bytes.length / 1024).toFixed(0)} KB upload): ${JSON.stringify(figures)} → ${res.statusCode}`,
  );
  // Generous bounds: seconds and hundreds of megabytes, not the figures of one machine.
  expect(figures.peakRssMb).toBeLessThan(400);
  expect(figures.loopMaxDelayMs).toBeLessThan(2_000);
  expect(figures.slowestOtherRequestMs).toBeLessThan(3_000);
  return res;
}

describe('bounded parse', () => {
  it('reads a workbook whose sheet comes before its shared strings (nothing spooled to disk)', async () => {
    const strings = ['Name', 'Mobile', 'Blood group', 'Rahim'];
    const sheet = `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row><row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2"><v>1712345678</v></c><c r="C2" t="inlineStr"><is><t>B+</t></is></c></row></sheetData></worksheet>`;
    const sst = `<sst ${NS} count="4" uniqueCount="4">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;
    const bytes = zip([
      await small('xl/workbook.xml', WORKBOOK),
      await small('xl/_rels/workbook.xml.rels', RELS),
      await small('xl/worksheets/sheet1.xml', sheet),
      await small('xl/sharedStrings.xml', sst),
    ]);
    const res = await measured('sheet before shared strings', bytes, 'order.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      headers: ['Name', 'Mobile', 'Blood group'],
      sample: [['Rahim', '1712345678', 'B+']],
      mapping: { name: 0, number1: 1, bloodGroup: 2 },
    });
  });

  it.each([
    ['as the zip directory states it', false],
    ['when the zip directory claims 1 KB (unpacked bytes are counted as they stream)', true],
  ])('refuses one shared string of 300 MB without holding it, %s', async (_how, lie) => {
    const sheet = await small(
      'xl/worksheets/sheet1.xml',
      `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    );
    const sst = {
      name: 'xl/sharedStrings.xml',
      ...(await deflate(async (push) => {
        await push(`<sst ${NS}><si><t>`);
        const mb = 'a'.repeat(1024 * 1024);
        for (let i = 0; i < 300; i++) await push(mb);
        await push('</t></si></sst>');
      })),
    };
    if (lie) sst.size = 1024;
    const bytes = zip([
      await small('xl/workbook.xml', WORKBOOK),
      await small('xl/_rels/workbook.xml.rels', RELS),
      sheet,
      sst,
    ]);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const res = await measured(
      `one 300 MB shared string${lie ? ', directory says 1 KB' : ''}`,
      bytes,
      'huge-string.xlsx',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE', field: 'file' });
  });

  it('reads a workbook with two million header columns in bounded time and memory', async () => {
    const sheet = {
      name: 'xl/worksheets/sheet1.xml',
      ...(await deflate(async (push) => {
        await push(`<worksheet ${NS}><sheetData><row r="1">`);
        const thousand = '<c><v>1</v></c>'.repeat(1000);
        for (let i = 0; i < 2000; i++) await push(thousand);
        await push(
          `</row><row r="2"><c r="A2" t="inlineStr"><is><t>Name</t></is></c><c r="B2" t="inlineStr"><is><t>Mobile</t></is></c></row>`,
        );
        await push(
          `<row r="3"><c r="A3" t="inlineStr"><is><t>Rahim</t></is></c><c r="B3" t="inlineStr"><is><t>01712345678</t></is></c></row></sheetData></worksheet>`,
        );
      })),
    };
    const bytes = zip([
      await small('xl/workbook.xml', WORKBOOK),
      await small('xl/_rels/workbook.xml.rels', RELS),
      sheet,
    ]);
    const res = await measured('XLSX, 2,000,000 header columns', bytes, 'wide.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ headerRow: 2, mapping: { name: 0, number1: 1 } });
  });

  it('refuses a 5 MB CSV whose first line has two million columns in bounded time and memory', async () => {
    const wide = `${'x,'.repeat(2_000_000)}x\r\nName,Mobile\r\nRahim,01712345678\r\n`;
    const bytes = Buffer.from(wide);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const res = await measured('CSV, 2,000,000 header columns', bytes, 'wide.csv');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE', field: 'file' });
    expect(res.json().message).toContain('Row 1 ');
  });

  it('reads a CSV line of 200 columns and more, keeping the first 200', async () => {
    const header = [
      'Name',
      'Mobile',
      ...Array.from({ length: 298 }, (_v, i) => `Extra ${i + 1}`),
    ].join(',');
    const res = await upload(Buffer.from(`${header}\r\nRahim,01712345678\r\n`), 'wide.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().headers).toHaveLength(200);
    expect(res.json()).toMatchObject({ headerRow: 1, mapping: { name: 0, number1: 1 } });
  });

  it('refuses a damaged workbook as unreadable (400, never a 500)', async () => {
    const whole = zip([
      await small('xl/workbook.xml', WORKBOOK),
      await small('xl/_rels/workbook.xml.rels', RELS),
    ]);
    for (const damaged of [
      whole.subarray(0, whole.length - 30),
      Buffer.concat([whole.subarray(0, 40), Buffer.alloc(60, 7), whole.subarray(100)]),
    ]) {
      const res = await upload(damaged, 'damaged.xlsx');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('IMPORT_FILE_UNREADABLE');
    }
  });

  it('reads CSV lines ended in any way, mixed too; a quote never closed is a 400 naming its row', async () => {
    const mixed = await upload(
      Buffer.from('Name,Mobile\r\nRahim,01712345678\nKarim,01812345678\rSalma,01912345678'),
      'mixed.csv',
    );
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json().sample).toEqual([
      ['Rahim', '01712345678'],
      ['Karim', '01812345678'],
      ['Salma', '01912345678'],
    ]);
    const open = await upload(
      Buffer.from(
        'Name,Mobile\r\nRahim,01712345678\r\n"Karim,01812345678\r\nSalma,01912345678\r\n',
      ),
      'open.csv',
    );
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE', field: 'file' });
    expect(open.json().message).toContain('row 3 ');
  });

  it('removes control characters from cells', async () => {
    const res = await upload(
      Buffer.from('Name,Mobile\r\n"Ra\u0001hi\u0007m\u001b\u0085",01712345678\r\n'),
      'c.csv',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().sample[0][0]).toBe('Rahim');
    // A NUL byte means the file is not text at all.
    expect(
      (await upload(Buffer.from('Name,Mobile\r\nRa\u0000him,01712345678\r\n'), 'c.csv')).json()
        .code,
    ).toBe('IMPORT_FILE_UNREADABLE');
  });
});
