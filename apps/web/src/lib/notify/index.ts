export { notify, dismissAll, notifyStore, setMisuseLogger } from './notify-store';
export type { Notification, NotifyHandle } from './notify-store';
export { NotifyHost } from './NotifyHost';
export {
  resolveNotify,
  MISUSE,
  NOTIFY_POSITIONS,
  BADGE_POSITIONS,
  NOTIFY_TYPES,
  DEFAULT_POSITION,
  DEFAULT_TIMEOUT,
} from './rules';
export type { NotifyOptions, NotifyPosition, NotifyType, BadgePosition } from './rules';
