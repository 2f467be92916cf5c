import { createExtensionRegistry } from '../lib/extensions/registry.ts';
import { exampleExtension } from './example/index.tsx';

/**
 * The app's extension registry: the sidebar reads `links()`, the splat routes `routes()`
 * and `settingsPages()`, and `<WidgetZone>` the widgets. Registering checks every part, so
 * a bad extension fails at start-up naming its path.
 */
export const extensions = createExtensionRegistry();

extensions.register(exampleExtension);
