// `npm run routes`: prints the route table as JSON on stdout and nothing else.
import { routes } from '#functions/routes.ts';

process.stdout.write(`${JSON.stringify(routes, null, 2)}\n`);
