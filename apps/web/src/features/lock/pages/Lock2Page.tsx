import { useLockPage } from '../use-lock-page';
import { LockScreen } from '../components/LockScreen';

/** /Lock-2: the lock screen as a card. */
function Lock2Page() {
  const props = useLockPage();
  return props ? <LockScreen variant="card" {...props} /> : null;
}

export default Lock2Page;
