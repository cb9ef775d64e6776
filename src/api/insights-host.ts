// Where flow insights live (docs/decisions/057): the shop's recorder posts its batches there and the flow atlas
// reads the usage there. Configured like every other host: VITE_INSIGHTS_URL, else the app API
// (VITE_APP_API_URL), else this origin (npm start: the embedded backend mounts the insights service).
const env = import.meta.env;

export const insightsBaseUrl = (): string => env.VITE_INSIGHTS_URL ?? env.VITE_APP_API_URL ?? location.origin;
