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
import { currentNavItem, type NavItem, type NavSection } from './nav-items';

/** A keyboard user's place in the menu: a clear ring, not the faint hover fill alone. */
const FOCUS_RING = {
  borderRadius: 1,
  mx: 1,
  '&.Mui-focusVisible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
} as const;

function NavEntry({
  item,
  current,
  onNavigate,
}: {
  item: NavItem;
  current: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
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
        sx={FOCUS_RING}
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

/** A section's entries, the one for the page on screen marked current. */
function NavEntries({
  items,
  current,
  onNavigate,
}: {
  items: NavItem[];
  current: NavItem | undefined;
  onNavigate?: () => void;
}) {
  return items.map((item) => (
    <NavEntry key={item.to} item={item} current={item === current} onNavigate={onNavigate} />
  ));
}

function CollapsibleSection({
  section,
  current,
  onNavigate,
}: {
  section: NavSection;
  current: NavItem | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => section.items.some((item) => item === current));
  const id = `nav-${(section.title ?? '').replace(/\W+/g, '-')}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        sx={FOCUS_RING}
      >
        <ListItemText
          primary={t(section.title ?? '')}
          slotProps={{ primary: { variant: 'body2', color: 'text.secondary', fontWeight: 500 } }}
        />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={id} unmountOnExit>
        <List disablePadding dense>
          <NavEntries items={section.items} current={current} onNavigate={onNavigate} />
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
  const current = currentNavItem(sections, useLocation().pathname);
  return (
    <nav aria-label={t('layout.mainMenu')}>
      {sections.map((section, index) =>
        section.collapsible ? (
          <CollapsibleSection
            key={index}
            section={section}
            current={current}
            onNavigate={onNavigate}
          />
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
            <NavEntries items={section.items} current={current} onNavigate={onNavigate} />
          </List>
        ),
      )}
    </nav>
  );
}
