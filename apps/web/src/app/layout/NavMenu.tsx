import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavItem, NavSection } from './nav-items';

const isCurrent = (pathname: string, to: string) =>
  to === '/' || to === '/admin'
    ? pathname === to
    : pathname === to || pathname.startsWith(`${to}/`);

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = isCurrent(pathname, item.to);
  const Icon = item.icon;
  // A list holds list items only: the link goes inside one.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.to}
        end
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={t(item.label)} />
      </ListItemButton>
    </ListItem>
  );
}

function CollapsibleSection({
  section,
  onNavigate,
}: {
  section: NavSection;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() =>
    section.items.some((item) => isCurrent(pathname, item.to)),
  );
  const id = `nav-${(section.title ?? '').replace(/\W+/g, '-')}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ mx: 1, borderRadius: 1 }}
      >
        <ListItemText
          primary={t(section.title ?? '')}
          slotProps={{ primary: { variant: 'body2', color: 'text.secondary', fontWeight: 500 } }}
        />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={id} unmountOnExit>
        <List disablePadding dense>
          {section.items.map((item) => (
            <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side menu; `onNavigate` closes it on a phone. */
export function NavMenu({
  sections,
  onNavigate,
}: {
  sections: NavSection[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.mainMenu')}>
      {sections.map((section, index) =>
        section.collapsible ? (
          <CollapsibleSection key={index} section={section} onNavigate={onNavigate} />
        ) : (
          <List
            key={index}
            subheader={
              section.title ? (
                <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
                  {t(section.title)}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map((item) => (
              <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </List>
        ),
      )}
    </nav>
  );
}
