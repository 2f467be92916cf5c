// The Medusa v1 backend of the compatibility suite (scripts/medusa-compat/README.md): a
// default install as a team running Medusa 1.20 would have it, on loopback only. Every
// setting comes from the environment that scripts/medusa-compat/medusa.ts sets; nothing
// here is for production (the secrets are the suite's own, made fresh at each start).

// No redis_url: Medusa v1 then uses its fake Redis for sessions, and the local event bus
// and in-memory cache modules stand in for the Redis ones.
// Browsers on loopback, any port (Medusa reads a value between two `~` as a regular
// expression); MEDUSA_CORS replaces it, comma-separated as Medusa's own settings are.
const cors = process.env.MEDUSA_CORS || '~^http://127\\.0\\.0\\.1(:[0-9]+)?$~';

module.exports = {
  projectConfig: {
    database_url: process.env.DATABASE_URL,
    database_type: 'postgres',
    database_extra: {},
    store_cors: cors,
    admin_cors: cors,
    jwt_secret: process.env.JWT_SECRET,
    cookie_secret: process.env.COOKIE_SECRET,
  },
  // The manual providers every Medusa v1 starter ships: `manual` payment and fulfilment.
  plugins: ['medusa-fulfillment-manual', 'medusa-payment-manual'],
  modules: {
    eventBus: { resolve: '@medusajs/event-bus-local' },
    cacheService: { resolve: '@medusajs/cache-inmemory' },
  },
  featureFlags: {},
};
