import { useLockPage } from '../use-lock-page';
import { LockScreen } from '../components/LockScreen';

/** /Lock: the lock screen as a full page. */
function LockPage() {
  const props = useLockPage();
  return props ? <LockScreen variant="page" {...props} /> : null;
}

export default LockPage;
