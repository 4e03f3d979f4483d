import { LeaveImpersonationButton } from './LeaveImpersonationButton';
import { ChatButton } from './ChatButton';
import { NotificationsButton } from './NotificationsButton';
import classes from './Shell.module.css';

/** Signed-in parts of the public header (loaded once an account is known, so guests never fetch them). */
export function AccountControls() {
  return (
    <>
      <span className={classes.desktopOnly}>
        <LeaveImpersonationButton />
      </span>
      <ChatButton />
      <NotificationsButton />
    </>
  );
}

export default AccountControls;
