import { paths } from '@/config/paths';
import { AboutPage } from '@/features/info/components/about-page';

/** /about: the story of Burundi coffee. */
export function AboutRoute() {
  return <AboutPage shopHref={paths.shop} />;
}
