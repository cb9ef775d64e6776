// Seeded print files: Acme AB has its logo (primary) and a proof whose name hides it from the panel.
import { createHash } from 'node:crypto';
import type { SeedCompanyFile } from '../data.ts';

/**
 * A seeded file's id: as random-looking as a new one (128 bits, base64url), but derived from a fixed seed,
 * so the seed stays the same on every start and reset.
 */
export const seededFileId = (name: string) =>
  createHash('sha256')
    .update(`statefront-seed/company-file/${name}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** The ids of Acme AB's seeded logo and proof (tests name them). */
export const acmeLogoFileId = seededFileId('acme-logo');
export const acmeProofFileId = seededFileId('acme-korrektur');

/** A 200 x 100 PNG (tests/fixtures/print-files/logo.png, rendered from logo.eps). */
const logoPng =
  'iVBORw0KGgoAAAANSUhEUgAAAMgAAABkCAYAAADDhn8LAAAAAXNSR0IB2cksfwAAAAZiS0dEAP8A/wD/oL2nkwAAAAlwSFlzAAALEwAACxMBAJqcGAAAACB0RVh0U29mdHdhcmUAR1BMIEdob3N0c2NyaXB0IDEwLjA2LjCzUUzDAAAEU0lEQVR4nO3dL0wjWRzA8V8v6whBgaho6iqauhbTCtAFJAKarMDQ3IlVi7oQcopVK+5SDGKTgkAC1YtozRbXVNQ1IyqoIgTdU73kyPLbeTPTefOm34+e0N9L+DKvj/7JzGYzAfBzv9keAEgyAgEUBAIoCARQEAigIBBAQSCAgkAABYEAig9+L8zXPvIvd6TGuPst4+c67iCAgkAABYEACgIBFAQCKAgEUBAIoCAQQEEggIJAAAWBAAoCARQEAigIBFD4frk7olMrF6VaKUqpkJdcdkNy2fWfXudNpuJNnmQwGkuvP5Tu4zDmSZHx+8mKvB8knPr2plQrRTnY2wr1c65vH6TXH0rn+49oBltSft8PQiALdrC3JceNnXfvEkF5k6lctO/l+vYh0p+7LAjEslq5KCfNfSkV8gt9nMFoLOetG7ZfhnhHoUUnzX1pf/288DhEREqFvLS/fpaT5v7CH2sZEUiE1lZX5O7yTJqH9dgfu3lYl7vLM1lbXYn9sdOMQCJSKuTl7vIslrtGkmdIGwKJwHybE/UT8SBy2fXYtnfLgEBCWltdkX/++iNRW5skzuQqAgkpKXeOt+Z3EoRDICHEcYwbRqmQ53QrJAIJqFYuWjmtMtU8rEutXLQ9hrMIJCCX/jK7NGvSEEgAB3tbid5avVUq5EO/BmxZEUgAx40d2yMYc3HmJCAQQ/XtzUSeWv1KLrsu9e1N22M4h0AMVSvuPuF1eXZbCMSQy3t5l2e3hUAMpOG4NA1riBOBGEjDFiUNa4gTgRhw6Wj3PWlYQ5wIxEAuu2F7hNDSsIY4EYgBF49330rDGuJEIICCQAAFgQAKAgEUBAIoCMSAN5naHiG0NKwhTgRiwJs82R4htDSsIU4EYmAwGtseIbQ0rCFOBGKg13f/82/TsIY4EYiBNHxAdBrWECcCMeTy1w24PLstBGLI5S2Ky7PbQiCGOt9/OHlU6k2mfCtVAAQSwEX73vYIxlycOQkIJIDr2wenjksHozHPPwIikIDOWze2R/DNpVmThkAC6j4OpXXVsT3GL7WuOhzthkAgIZy3bhK91Zp/wSeCI5CQGp++JPJUy5tMpfHpi+0xnEcgIT2/vMrvf/4tzy+vtkf5TxJnchWBRGAwGifmTjK/cyR56+cSAonIYDSW3aNTq7+YSZghbQgkQs8vr7J7dGrldKt11ZHdo1O2VRH7YHuANDpv3UivP4zlOwznJ1Uc5S5GZjab+bowX/vo70L8z8Helhw3diL/wDZvMpWL9j3/IQ9o3P2W8XMdgcSkvr0p1Uox9FcQXN8+SK8/5IWHIRFIgtXKRalWilIq5CWX3Xj37uJNpuJNnmQwGkuvP2QbFSG/gfAcxILuI7/sruAUC1AQCKAgEEBBIICCQAAFgQAKAgEUBAIoCARQEAigIBBAQSCAgkAABYEACt/vBwGWEXcQQEEggIJAAAWBAAoCARQEAigIBFAQCKAgEEDxL6IQUcYDy1C9AAAAAElFTkSuQmCC';

const file = (id: string, filename: string, logoType: SeedCompanyFile['logoType']): SeedCompanyFile => ({
  id,
  filename,
  url: `/api/company-media/files/${id}/${encodeURIComponent(filename)}`,
  size: Buffer.from(logoPng, 'base64').length,
  logoType,
  companyId: 'c-acme-ab',
  contentType: 'image/png',
  custom_fields: {},
  created_at: '2026-01-15T09:00:00.000Z',
  data: logoPng,
});

export const buildCompanyFiles = (): SeedCompanyFile[] => [
  file(acmeLogoFileId, 'acme-logo.png', 'primary'),
  file(acmeProofFileId, 'acme-korrektur-v2.png', 'secondary'),
];
