import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import type { TreeRow } from './tree-rows';

/**
 * The tree as a tree grid: the rows under open ones, one row in the tab order at a time; arrows
 * move between rows and open or close them (the WAI-ARIA tree grid pattern, rows only).
 */
export function TreeGrid({
  rows,
  open,
  toggle,
}: {
  rows: TreeRow[];
  open: Set<string>;
  toggle: (id: string, value?: boolean) => void;
}) {
  const { t } = useTranslation('directory');
  const [focused, setFocused] = useState<string>();
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());
  const visible = rows.filter((row) => {
    for (let parent = row.parent; parent; parent = rows.find((r) => r.id === parent)?.parent)
      if (!open.has(parent)) return false;
    return true;
  });
  const current = focused && visible.some((r) => r.id === focused) ? focused : visible[0]?.id;
  const focusRow = (row: TreeRow | undefined) => {
    if (!row) return;
    setFocused(row.id);
    rowRefs.current.get(row.id)?.focus();
  };
  const onKey = (event: KeyboardEvent, row: TreeRow, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusRow(visible[index + 1]),
      ArrowUp: () => focusRow(visible[index - 1]),
      Home: () => focusRow(visible[0]),
      End: () => focusRow(visible[visible.length - 1]),
      ArrowRight: () =>
        row.hasChildren && !open.has(row.id)
          ? toggle(row.id, true)
          : focusRow(row.hasChildren ? visible[index + 1] : undefined),
      ArrowLeft: () =>
        row.hasChildren && open.has(row.id)
          ? toggle(row.id, false)
          : focusRow(visible.find((r) => r.id === row.parent)),
      Enter: () => row.hasChildren && toggle(row.id),
      ' ': () => row.hasChildren && toggle(row.id),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  return (
    <Paper variant="outlined">
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} id="tree-hint">
        {t('tree.keyboardHint')}
      </Typography>
      <TableContainer>
        <Table
          role="treegrid"
          aria-label={t('routes.treeTablePage')}
          aria-describedby="tree-hint"
          size="small"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('tree.role')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('tree.rules')}
              </TableCell>
              <TableCell align="right">{t('tree.users')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row, index) => (
              <TreeGridRow
                key={row.id}
                row={row}
                rowRefs={rowRefs}
                current={row.id === current}
                open={open.has(row.id)}
                toggle={toggle}
                onKeyDown={(event) => onKey(event, row, index)}
                onFocus={() => setFocused(row.id)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function TreeGridRow({
  row,
  rowRefs,
  current,
  open,
  toggle,
  onKeyDown,
  onFocus,
}: {
  row: TreeRow;
  rowRefs: RefObject<Map<string, HTMLTableRowElement>>;
  current: boolean;
  open: boolean;
  toggle: (id: string, value?: boolean) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
}) {
  const { t, i18n } = useTranslation('directory');
  const lang = i18n.language;
  return (
    <TableRow
      key={row.id}
      ref={(node) => {
        if (node) rowRefs.current.set(row.id, node);
        else rowRefs.current.delete(row.id);
      }}
      tabIndex={current ? 0 : -1}
      aria-level={row.level}
      aria-expanded={row.hasChildren ? open : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      hover
      data-level={row.level}
      sx={{
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      <TableCell sx={{ pl: { xs: 1 + (row.level - 1) * 2, sm: 1 + (row.level - 1) * 4 } }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {row.hasChildren ? (
            <IconButton size="small" tabIndex={-1} aria-hidden onClick={() => toggle(row.id)}>
              {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
          ) : (
            <span style={{ width: 30, flex: 'none' }} />
          )}
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: row.level === 1 ? 600 : 400 }}>
              {row.name}
            </Typography>
            {row.detail && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{
                  fontFamily: row.level > 1 ? 'monospace' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                {row.detail}
              </Typography>
            )}
          </Stack>
        </Stack>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
        {row.count !== undefined
          ? row.count
            ? t('tree.rulesCount', { count: row.count })
            : t('tree.noRules')
          : ''}
      </TableCell>
      <TableCell align="right">
        {row.users !== undefined ? formatCount(row.users, lang) : ''}
      </TableCell>
    </TableRow>
  );
}
