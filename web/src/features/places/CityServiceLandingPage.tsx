import { Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '@/shared/api/errors';
import { serverSaysNotFound } from '@/shared/api/initialData';
import { useScreenMeta } from '@/shared/hooks/useDocumentMeta';
import { NotFound } from '@/shared/ui/NotFound';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useSeo } from './api/useSeo';
import { LandingListing } from './components/LandingListing';
import { OtherCities } from './components/OtherCities';
import classes from './components/Places.module.css';

/** /{city}-{service}: the SEO heading and text, the salons of that city and subject, other cities. */
export function CityServiceLandingPage() {
  const { pathname } = useLocation();
  const { landing = '' } = useParams();
  const seo = useSeo(pathname);
  // For a path that is no landing the server answers the route's generic texts without `landing`.
  const missing =
    serverSaysNotFound(pathname) ||
    (seo.error instanceof ApiError && seo.error.status === 404) ||
    (seo.data !== undefined && !seo.data.landing);
  // The not-found screen sets its own title.
  useScreenMeta(missing ? undefined : seo.data?.title, seo.data?.description);
  if (missing) return <NotFound />;
  if (!seo.data) {
    return (
      <PageContainer py={48}>
        <QueryStatus isPending={seo.isPending} error={seo.error} />
      </PageContainer>
    );
  }
  const { heading, text } = seo.data;
  return (
    <PageContainer py={{ base: 24, sm: 40 }} data-testid="landing-page">
      <Stack gap="xl">
        <header>
          <Title order={1} className={classes.title} data-testid="landing-heading">
            {heading}
          </Title>
          {text.length > 0 && (
            <div className={classes.paragraphs} data-testid="landing-text">
              {text.map((p, i) => (
                <Text key={i} component="p" mt={i === 0 ? 'md' : 0}>
                  {p}
                </Text>
              ))}
            </div>
          )}
        </header>
        {seo.data.landing && <LandingListing landing={seo.data.landing} />}
        <OtherCities landing={landing} />
      </Stack>
    </PageContainer>
  );
}

export default CityServiceLandingPage;
