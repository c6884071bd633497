-- Defaults and the texts players read. No secret here: the panel's address and key come from
-- convars in server.cfg (see server.lua), e.g.
--   set painel_url "https://painel.suacomunidade.com.br"
--   set painel_key "chave-gerada-no-painel"    (`set`, never `sets` or `setr`: those publish it)

Config = {
    -- Used when the convar of the same meaning is not set.
    defaults = {
        -- painel_fail_open: let players in when the panel cannot be reached.
        failOpen = false,
        -- painel_timeout_ms: how long one request to the panel may take (at most httpAbortMs).
        timeoutMs = 5000,
        -- painel_retries: new attempts after a request the panel did not answer (or answered
        -- with 5xx or 429), before giving up.
        retries = 3,
        -- painel_retry_delay_ms: pause between those attempts.
        retryDelayMs = 2000,
        -- painel_ready_after_join_ms: where the framework tells no character load (see
        -- server.lua), a player counts as ready this long after joining, for the store's
        -- commands that wait for the character; 0: only the framework's event counts.
        readyAfterJoinMs = 30000,
    },

    -- FiveM aborts a PerformHttpRequest that got no answer in 5 s (citizenfx/fivem,
    -- code/components/citizen-server-impl/src/HttpScriptFunctions.cpp: timeoutNoResponse), so
    -- a longer painel_timeout_ms changes nothing: it is cut to this.
    httpAbortMs = 5000,

    -- The players report's interval until the panel tells its own (`nextReportMs`).
    reportIntervalMs = 5000,
    -- Bounds of the interval the panel may ask for.
    reportIntervalMinMs = 1000,
    reportIntervalMaxMs = 60000,
    -- How often the store's commands are asked for, until the panel tells its own
    -- (`nextCheckMs`), and the bounds of what it may ask for.
    commandsIntervalMs = 5000,
    commandsIntervalMinMs = 1000,
    commandsIntervalMaxMs = 60000,
    -- Longest wait the panel's 429 may ask for before a new attempt.
    rateLimitWaitMaxMs = 30000,
    -- How many times a refused player may press "Tentar de novo" in one connection.
    maxRetriesPerConnection = 5,
    -- A refusal card left unanswered this long ends the connection.
    cardTimeoutMs = 10 * 60 * 1000,
    -- The ids of the store's commands run are kept this long (the panel gives one again only
    -- when its acknowledgement was lost), and looked through this often to forget older ones.
    commandRecordDays = 7,
    commandRecordPruneMs = 6 * 60 * 60 * 1000,

    -- The identifiers the panel knows a player by (packages/contract, gameIdentifierPattern):
    -- a player with none of them (only `ip:`, as on a server with sv_lan) cannot be checked.
    identifierKinds = { 'license', 'license2', 'steam', 'discord', 'fivem', 'xbl', 'live' },

    -- What the panel accepts per player (packages/contract, gameServerLimits).
    limits = {
        identifiers = 16,
        tokens = 32,
        identifierLength = 128,
        playerName = 100,
    },

    texts = {
        checking = 'Verificando seu acesso no painel da comunidade...',
        panelDown = 'Não foi possível verificar seu acesso agora: o painel da comunidade está fora do ar. Tente de novo em alguns minutos.',
        misconfigured = 'Não foi possível verificar seu acesso: a conexão deste servidor com o painel da comunidade está mal configurada. Avise a equipe da comunidade.',
        checkFailed = 'Não foi possível verificar seu acesso: o painel da comunidade recusou a verificação deste servidor. Avise a equipe da comunidade.',
        refused = 'Seu acesso a este servidor não foi liberado pelo painel da comunidade.',
        noIdentifiers = 'Não foi possível verificar seu acesso: este servidor não recebeu nenhuma identificação da sua conta (licença Rockstar, Discord, Steam ou Cfx.re), o que acontece quando ele está em modo LAN (sv_lan). Avise a equipe da comunidade.',
        cardTitle = 'Acesso ao servidor',
        codeLabel = 'Seu código de vinculação:',
        -- %s: the panel's address for players.
        codeHowTo = 'Entre no painel da comunidade em %s, clique em "Vincular conta do jogo" e digite este código. Depois volte aqui e clique em "Tentar de novo".',
        codeThen = 'Depois de vincular a conta no painel, clique em "Tentar de novo".',
        retry = 'Tentar de novo',
        quit = 'Sair',
    },
}
