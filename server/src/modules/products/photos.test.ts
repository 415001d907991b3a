import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../../test/helpers';
import { photoSuite } from './photos.suite';

const ctx = useTestApp();

photoSuite('local disk', ctx, async (productId) => {
  const folder = path.join(ctx.config.dataDir, 'uploads', 'products', productId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
});
