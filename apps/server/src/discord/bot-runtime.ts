// What the bot needs of discord.js, loaded on the bot's first call (`bot.ts`): discord.js
// takes about half a second to load, which the panel's start does not wait for
// (docs/performance.md#start-time).
export { ActivityType, Client, GatewayIntentBits, Partials, Routes } from 'discord.js';
export { applyEffect } from './effect-delivery';
export { toDeliveryError } from './errors';
export { GatewayConnection } from './gateway-connection';
export { readInvite } from './invite-lookup';
