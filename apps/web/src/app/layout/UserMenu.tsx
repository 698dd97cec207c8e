import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import type { CurrentUser } from '@cabinet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logOut } from '../../lib/session';

/**
 * Who is signed in, atop the menu: not an item (screen readers have it from the button's name), so
 * the menu's focus skips it and starts on the first item, where the arrow keys go on from.
 */
function UserHeading({ fullName, user }: { fullName: string; user: CurrentUser }) {
  return (
    <li aria-hidden style={{ padding: '8px 16px', maxWidth: 280 }}>
      <Typography sx={{ fontWeight: 600 }} noWrap>
        {fullName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.login} · {user.groups.join(', ')}
      </Typography>
    </li>
  );
}
// MUI's MenuList gives its first child the focus unless the child says it is not an item.
UserHeading.muiSkipListHighlight = true;

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.login;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${t('layout.userMenu')}: ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid="user-menu"
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 16 }}>
          {fullName.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <UserHeading fullName={fullName} user={user} />
        <Divider />
        <MenuItem component={Link} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('routes.profilePage')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to="/profile/changePassword" onClick={close}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('routes.changePasswordPage')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logOut();
          }}
          data-testid="logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('layout.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
