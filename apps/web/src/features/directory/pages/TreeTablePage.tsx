import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader, ListState } from '../../../lib/ui';
import { TreeGrid } from '../components/TreeGrid';
import { useAccessTree } from '../hooks/use-access-tree';

/**
 * /TreeTable: roles → rule groups → rules as a tree grid. One row is in the tab order at a time;
 * arrows move between rows and open or close them (the WAI-ARIA tree grid pattern, rows only).
 */
export default function TreeTablePage() {
  const { t } = useTranslation('directory');
  const { tree, open, toggle, expandAll, collapseAll } = useAccessTree();

  return (
    <>
      <PageHeader
        title={t('routes.treeTablePage')}
        subtitle={t('tree.intro')}
        actions={
          tree.data && (
            <>
              <Button onClick={expandAll}>{t('tree.expandAll')}</Button>
              <Button onClick={collapseAll}>{t('tree.collapseAll')}</Button>
            </>
          )
        }
      />
      <ListState query={tree} empty={t('tree.empty')}>
        {(rows) => <TreeGrid rows={rows} open={open} toggle={toggle} />}
      </ListState>
    </>
  );
}
