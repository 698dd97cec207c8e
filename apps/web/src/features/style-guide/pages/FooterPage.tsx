import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../lib/ui';
import {
  FeedbackSection,
  FooterSection,
  FormatsSection,
  StatesSection,
} from '../components/GuideSections';
import { GuideTabs } from '../components/GuideTabs';

/** /Footer: the style guide's list states, feedback, formats and the page footer. */
export default function FooterPage() {
  const { t } = useTranslation('style-guide');
  return (
    <>
      <PageHeader title={t('routes.footerPage')} subtitle={t('intro')} />
      <GuideTabs />
      <Stack spacing={2}>
        <StatesSection />
        <FeedbackSection />
        <FormatsSection />
        <FooterSection />
      </Stack>
    </>
  );
}
