import type { Plugin } from 'vite';

/** The page `npm run dev` answers every navigation with: it loads src/entry-dev.tsx. */
const DEV_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/entry-dev.tsx"></script>
  </body>
</html>`;

/**
 * The development server's page. The built storefront has no index.html (the server renders
 * each page, decision 014), so Vite's dev server would have nothing to answer a page with;
 * this answers what Vite did not (a request for a page, not a module or a file) with a page
 * that renders the app in the browser, through Vite's HTML transforms (its client, React
 * refresh).
 */
export function devPage(): Plugin {
  return {
    name: 'commerce:dev-page',
    apply: 'serve',
    configureServer(server) {
      // Returned: runs after Vite's own middlewares, so modules and files are theirs.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
            return next();
          }
          try {
            const html = await server.transformIndexHtml(request.url ?? '/', DEV_PAGE);
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
