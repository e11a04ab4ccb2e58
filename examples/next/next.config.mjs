// A partner's Next.js app: it consumes @compare/widgets exactly as published (the workspace link
// resolves to packages/widgets, whose exports point at dist/), never the sources.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run typecheck` (tsc) checks the types; the build does not do it a second time.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
};

export default nextConfig;
