-- Runs the painel-rp resource under the harness and drives it with commands, one JSON object a
-- line, read from a file (lua5.4 run.lua scenario.jsonl) or from standard input. Every event
-- is written to standard output as one JSON line; every command ends with
-- {"event":"ack","id":...}.
--
-- Commands ("id" is echoed in the ack; every command may carry "run"):
--   {"cmd":"start","convars":{"painel_url":"http://127.0.0.1:3000","painel_key":"..."}}
--       loads the resource (game/fivem/painel-rp, or "resource": a folder) with these convars
--   {"cmd":"convar","name":"painel_url","value":"..."}      sets a convar
--   {"cmd":"connect","player":"p1","name":"Jogador","identifiers":[...],"tokens":[...]}
--       the player starts connecting (playerConnecting); allowed, they join 100 ms later
--   {"cmd":"card","player":"p1","action":"retry"}           answers the card on screen
--   {"cmd":"quit","player":"p1"}                            an online player leaves
--   {"cmd":"registerCommand","name":"vip","resource":"vrp","restricted":true}
--       another resource registers a console command (RegisterCommand); "error": its handler
--       fails with that message when run (given again for a registered name: the new handler)
--   {"cmd":"console","line":"add_ace resource.painel-rp command allow"}
--       a line of server.cfg (or typed in the server console): runs as system.console
--   {"cmd":"kvp","key":"painel:comando:1","value":"1700000000"}
--       the resource's KVP holds this (kept from an earlier run); "value": null deletes it
--   {"cmd":"dumpKvp"}
--       writes {"event":"kvp","entries":[{"key":...,"value":...}],"time":<the server's os.time()>}
--   {"cmd":"event","name":"painel-rp:passaporte","args":[1, 7]}
--       another resource triggers a server event (TriggerEvent)
--   {"cmd":"run","run":{"ms":10000,"until":{"event":["done","card"],"player":"p1"}}}
--       moves virtual time on by up to ms, stopping at the first event that matches
--   {"cmd":"exit"}

local dir = (arg and arg[0] or ''):match('^(.*)/[^/]*$') or '.'
package.path = dir .. '/?.lua;' .. package.path

local Harness = require('harness')
local json = Harness.json

local out = io.stdout
local stopWhen = nil
local matched = false

local function write(event)
    local ok, line = pcall(json.encode, event)
    if not ok then
        line = json.encode({ event = 'error', message = 'unencodable event: ' .. tostring(line) })
    end
    out:write(line, '\n')
    out:flush()
    if stopWhen and not matched and stopWhen(event) then
        matched = true
    end
end

local harness = Harness.new({
    onEvent = write,
    httpMaxSeconds = tonumber(os.getenv('HARNESS_HTTP_MAX_SECONDS') or '') or 30,
})

local function matcher(condition)
    if type(condition) ~= 'table' then
        return nil
    end
    local names = condition.event
    if type(names) == 'string' then
        names = { names }
    end
    return function(event)
        if condition.player and event.player ~= condition.player then
            return false
        end
        for _, name in ipairs(names or {}) do
            if event.event == name then
                return true
            end
        end
        return false
    end
end

local commands = {}

function commands.start(command)
    for name, value in pairs(command.convars or {}) do
        harness.convars[name] = value
    end
    harness:loadResource(command.resource or (dir .. '/../painel-rp'))
end

function commands.convar(command)
    harness.convars[command.name] = command.value ~= json.null and command.value or nil
end

function commands.connect(command)
    harness:connect(command)
end

function commands.card(command)
    harness:answerCard(command.player, command.action)
end

function commands.quit(command)
    harness:quit(command.player)
end

function commands.registerCommand(command)
    harness:registerCommand({
        name = command.name,
        resource = command.resource or 'outro-recurso',
        restricted = command.restricted == true,
        error = type(command.error) == 'string' and command.error or nil,
    })
end

function commands.console(command)
    harness:invokeCommand(command.line, { 'system.console' })
end

function commands.kvp(command)
    harness.kvp[command.key] = type(command.value) == 'string' and command.value or nil
end

function commands.dumpKvp()
    local keys = {}
    for key in pairs(harness.kvp) do
        table.insert(keys, key)
    end
    table.sort(keys)
    local entries = {}
    for _, key in ipairs(keys) do
        table.insert(entries, { key = key, value = harness.kvp[key] })
    end
    write({ event = 'kvp', entries = entries, time = harness.env.os.time() })
end

function commands.event(command)
    local args = type(command.args) == 'table' and command.args or {}
    harness:trigger(command.name, command.source or '', table.unpack(args))
end

function commands.run() end

function commands.exit()
    os.exit(0)
end

local input = io.stdin
if arg and arg[1] then
    input = assert(io.open(arg[1], 'r'))
end

for line in input:lines() do
    if line:match('%S') then
        local ok, command = pcall(json.decode, line)
        local id = ok and type(command) == 'table' and command.id or nil
        if not ok or type(command) ~= 'table' or not commands[command.cmd] then
            write({ event = 'error', message = 'unknown command: ' .. line })
        else
            local done, err = pcall(commands[command.cmd], command)
            if not done then
                write({ event = 'error', message = tostring(err) })
            end
            local run = command.run
            if done and type(run) == 'table' then
                stopWhen = matcher(run['until'])
                matched = false
                local ran, runError = pcall(harness.runFor, harness, tonumber(run.ms) or 0, function()
                    return matched
                end)
                stopWhen = nil
                if not ran then
                    write({ event = 'error', message = tostring(runError) })
                end
            end
        end
        write({
            event = 'ack',
            id = id,
            cmd = ok and type(command) == 'table' and command.cmd or nil,
            matched = matched,
            at = harness.now,
        })
        matched = false
    end
end
