import crypto from 'node:crypto';

/**
 * Data sources built into the server for the demo, so that service forms work offline. A service
 * whose upstream is `builtin:<name>` is answered here; anything else goes over HTTP.
 */
type Source = (input: Record<string, unknown>) => { status: number; body: unknown };

/** A stable pseudo-random number in [0, 1) from text, so the same question gets the same answer. */
const seeded = (text: string, salt: number) =>
  crypto.createHash('sha256').update(`${salt}:${text}`).digest().readUInt32BE(0) / 2 ** 32;

const PLANTS = ['Алматы, Бурундай', 'Шымкент', 'Караганда', 'Семей'];
const GRADES = ['ЦЕМ I 42,5Н', 'ЦЕМ II/А-Ш 32,5Б', 'ЦЕМ I 52,5Н'];

const sources: Record<string, Source> = {
  /** Cement shipments to a buyer (by BIN) in a month: the /almatyCement form's service. */
  'almaty-cement': (input) => {
    const bin = String(input.bin ?? '');
    const month = String(input.month ?? '');
    if (seeded(bin, 0) < 0.1)
      return {
        status: 404,
        body: { found: false, bin, message: 'Покупатель не найден в реестре отгрузок' },
      };
    const count = 1 + Math.floor(seeded(`${bin}:${month}`, 1) * 6);
    const shipments = Array.from({ length: count }, (_, i) => ({
      waybill: `ЖД-${bin.slice(-4)}-${String(i + 1).padStart(3, '0')}`,
      plant: PLANTS[Math.floor(seeded(bin, 10 + i) * PLANTS.length)],
      grade: GRADES[Math.floor(seeded(bin, 20 + i) * GRADES.length)],
      tonnes: Math.round(20 + seeded(`${bin}:${month}`, 30 + i) * 120),
    }));
    return {
      status: 200,
      body: {
        found: true,
        bin,
        month,
        shipments,
        totalTonnes: shipments.reduce((s, x) => s + x.tonnes, 0),
      },
    };
  },
  /** Company registration data by BIN. */
  'company-check': (input) => {
    const bin = String(input.bin ?? '');
    if (seeded(bin, 5) < 0.03)
      return {
        status: 404,
        body: { found: false, bin, message: 'Компания с таким БИН не найдена' },
      };
    return {
      status: 200,
      body: {
        bin,
        registered: true,
        status: seeded(bin, 3) < 0.9 ? 'действующее' : 'ликвидировано',
        employees: Math.floor(seeded(bin, 4) * 500),
      },
    };
  },
};

/** What a demo source's form sends: a random buyer or company BIN, and for shipments a month. */
const questions: Record<string, (random: () => number) => Record<string, unknown>> = {
  'almaty-cement': (random) => ({
    bin: randomBin(random),
    month: `2026-${String(1 + Math.floor(random() * 10)).padStart(2, '0')}`,
  }),
  'company-check': (random) => ({ bin: randomBin(random) }),
};

const randomBin = (random: () => number) =>
  String(100000000000 + Math.floor(random() * 899999999999));

export const isBuiltin = (upstream: string) => upstream.startsWith('builtin:');

export function callBuiltin(upstream: string, input: Record<string, unknown>) {
  const source = sources[upstream.slice('builtin:'.length)];
  return source
    ? source(input)
    : { status: 502, body: { message: `unknown built-in source ${upstream}` } };
}

/**
 * A question a built-in source could be asked, with its answer, for the demo register; `undefined`
 * for a source that is not built in (the demo has no idea what an outside service takes).
 */
export function sampleCall(
  upstream: string | null,
  random: () => number = Math.random,
): { input: Record<string, unknown>; status: number; body: unknown } | undefined {
  const ask =
    upstream && isBuiltin(upstream) ? questions[upstream.slice('builtin:'.length)] : undefined;
  if (!ask) return undefined;
  const input = ask(random);
  return { input, ...callBuiltin(upstream!, input) };
}
