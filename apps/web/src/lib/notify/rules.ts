/** Spec sections 5 and 9: the notification parameters and how misuse is reported. */
export const NOTIFY_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export type NotifyPosition = (typeof NOTIFY_POSITIONS)[number];

export const BADGE_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type BadgePosition = (typeof BADGE_POSITIONS)[number];

export const NOTIFY_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

export const DEFAULT_POSITION: NotifyPosition = 'bottom';
export const DEFAULT_TIMEOUT = 5000;
export const DEFAULT_BADGE_POSITION: BadgePosition = 'top-right';
export const DEFAULT_TYPE: NotifyType = 'info';

export const MISUSE = {
  position: 'wrong position',
  timeout: 'wrong timeout',
  badgePosition: 'wrong badgePosition',
  required: 'parameter required',
} as const;

export interface NotifyOptions {
  message: string;
  caption?: string;
  type?: NotifyType;
  position?: NotifyPosition;
  /** Milliseconds; 0 keeps the notification until it is dismissed. */
  timeout?: number;
  badgePosition?: BadgePosition;
}

/** Options after the rules: every field decided. */
export interface NotifySettings {
  message: string;
  caption?: string;
  type: NotifyType;
  position: NotifyPosition;
  timeout: number;
  badgePosition: BadgePosition;
  spinner: boolean;
}

export type MisuseLogger = (message: string, value?: unknown) => void;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Applies the rules; a wrong value is logged and replaced by its default (misuse never throws).
 * Returns null when there is nothing to show.
 */
export function resolveNotify(input: unknown, log: MisuseLogger): NotifySettings | null {
  const options = (typeof input === 'string' ? { message: input } : input) as
    Partial<NotifyOptions> | null | undefined;
  if (!options || typeof options !== 'object' || !options.message) {
    log(MISUSE.required, 'message');
    return null;
  }

  const type = isOneOf(NOTIFY_TYPES, options.type) ? options.type : DEFAULT_TYPE;

  let position = DEFAULT_POSITION;
  if (options.position !== undefined) {
    if (isOneOf(NOTIFY_POSITIONS, options.position)) position = options.position;
    else log(MISUSE.position, options.position);
  }

  let timeout = DEFAULT_TIMEOUT;
  if (options.timeout !== undefined) {
    const valid = Number.isInteger(options.timeout) && options.timeout >= 0;
    if (valid) timeout = options.timeout;
    else log(MISUSE.timeout, options.timeout);
  }

  let badgePosition = DEFAULT_BADGE_POSITION;
  if (options.badgePosition !== undefined) {
    if (isOneOf(BADGE_POSITIONS, options.badgePosition)) badgePosition = options.badgePosition;
    else log(MISUSE.badgePosition, options.badgePosition);
  }

  const ongoing = type === 'ongoing';
  return {
    message: String(options.message),
    caption: options.caption,
    type,
    position,
    // An ongoing notification waits for the code that opened it.
    timeout: ongoing ? 0 : timeout,
    badgePosition,
    spinner: ongoing,
  };
}
