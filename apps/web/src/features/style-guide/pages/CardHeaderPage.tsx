import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../lib/ui';
import { GuideSection } from '../components/GuideSection';
import { PaletteSwatches, SpacingScale, TypeScale, UserCard } from '../components/GuideSamples';
import { GuideTabs } from '../components/GuideTabs';

/** /CardHeader: the style guide's headers, cards, colours, spacing and type. */
export default function CardHeaderPage() {
  const { t } = useTranslation('style-guide');
  return (
    <>
      <PageHeader
        title={t('routes.cardHeaderPage')}
        subtitle={
          <>
            {t('intro')} {t('pageHeaderNote')}
          </>
        }
        actions={
          <Button component={Link} to="/profile" variant="contained">
            {t('routes.profilePage')}
          </Button>
        }
      />
      <GuideTabs />
      <Stack spacing={2}>
        <GuideSection title={t('card')} note={t('cardNote')}>
          <UserCard />
        </GuideSection>
        <GuideSection title={t('palette')}>
          <PaletteSwatches />
        </GuideSection>
        <GuideSection title={t('spacing')}>
          <SpacingScale />
        </GuideSection>
        <GuideSection title={t('typography')}>
          <TypeScale />
        </GuideSection>
      </Stack>
    </>
  );
}
