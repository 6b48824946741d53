# One image for both programs of the marketplace (docs/deployment.md): the API (`npm run api`) and
# the storefront (`npm start` with UPSTREAM_API_URL, which starts it alone). Built once; no secret
# is baked in, every one comes from the environment at run time.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Dev dependencies too: Next, TypeScript and esbuild build the programs below.
RUN npm install --no-audit --no-fund --include=dev
COPY . .
# The storefront's production build and the API's bundle (upstream/dist/server.cjs).
RUN npm run build
EXPOSE 3000 4000
CMD ["npm", "start"]
