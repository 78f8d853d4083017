/** The built site's port in browser tests. */
export const PORT = Number(process.env.TEST_PORT ?? 4817);
/** The Vite dev server's, where React's StrictMode mounts, unmounts and mounts every component again. */
export const DEV_PORT = PORT + 10;
