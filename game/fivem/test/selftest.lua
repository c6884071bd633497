-- Checks the harness itself: its JSON, its scheduler and promises, its deferral rules.
-- lua5.4 game/fivem/test/selftest.lua prints "ok" and exits 0, or names the first failure.

local dir = (arg and arg[0] or ''):match('^(.*)/[^/]*$') or '.'
package.path = dir .. '/?.lua;' .. package.path

local Harness = require('harness')
local json = Harness.json

local failures = 0
local function check(name, condition, detail)
    if not condition then
        failures = failures + 1
        io.stderr:write(('FAIL %s%s\n'):format(name, detail and (': ' .. tostring(detail)) or ''))
    end
end

local function same(a, b)
    if type(a) ~= type(b) then
        return false
    end
    if type(a) ~= 'table' then
        return a == b and math.type(a) == math.type(b)
    end
    for key, value in pairs(a) do
        if not same(value, b[key]) then
            return false
        end
    end
    for key in pairs(b) do
        if a[key] == nil then
            return false
        end
    end
    return true
end

-- ---------------------------------------------------------------------------------------------
-- JSON

check('encode scalars', json.encode({ 1, 2.5, 'a', true, false }) == '[1,2.5,"a",true,false]')
check('encode integral float as integer', json.encode(5000.0) == '5000')
check('encode empty table as array', json.encode({ players = {} }) == '{"players":[]}')
check('encode object with sorted keys', json.encode({ b = 1, a = { c = 'x' } }) == '{"a":{"c":"x"},"b":1}')
check('encode escapes', json.encode('a"b\\c\n\t\1') == '"a\\"b\\\\c\\n\\t\\u0001"', json.encode('a"b\\c\n\t\1'))
check('encode keeps UTF-8', json.encode('Não ção 🙂') == '"Não ção 🙂"')
check('encode null', json.encode({ json.null }) == '[null]')
check('encode refuses functions', not pcall(json.encode, { print }))
check('encode refuses cycles', not pcall(function()
    local t = {}
    t.self = t
    return json.encode(t)
end))
check('encode refuses NaN', not pcall(json.encode, 0 / 0))

local decoded = json.decode(' {"a":[1,-2,3.5,1e3,"x\\u00e7\\ud83d\\ude42\\n"],"b":{"c":null,"d":true},"e":""} ')
check('decode object', same(decoded, {
    a = { 1, -2, 3.5, 1000.0, 'xç🙂\n' },
    b = { c = json.null, d = true },
    e = '',
}), json.encode(decoded))
check('decode integers stay integers', math.type(json.decode('[5000]')[1]) == 'integer')
check('decode floats', math.type(json.decode('[1.0]')[1]) == 'float')
check('decode empty containers', same(json.decode('{"a":[],"b":{}}'), { a = {}, b = {} }))
for _, bad in ipairs({ '', '{', '[1,]', '{"a":1,}', '01', '1.', '"\\x"', 'nul', '[1] 2', '"a\nb"', '"\\ud800"', "{'a':1}" }) do
    check('decode refuses ' .. bad, not pcall(json.decode, bad))
end
local roundTrip = { name = 'Jogador "Um"', identifiers = { 'license:abc', 'ip:127.0.0.1' }, tokens = {}, n = 65535 }
check('round trip', same(json.decode(json.encode(roundTrip)), roundTrip))

-- ---------------------------------------------------------------------------------------------
-- Scheduler, promises, events

local events = {}
local harness = Harness.new({
    onEvent = function(event)
        table.insert(events, event)
    end,
})

local function printed()
    local lines = {}
    for _, event in ipairs(events) do
        if event.event == 'print' then
            table.insert(lines, event.text)
        end
    end
    return table.concat(lines, ',')
end

local function errors()
    local list = {}
    for _, event in ipairs(events) do
        if event.event == 'error' then
            table.insert(list, event.message)
        end
    end
    return list
end

harness:loadChunk([[
    print('top')
    CreateThread(function()
        print('thread')
        Wait(0)
        print('tick')
        Wait(100)
        print('100')
    end)
    SetTimeout(50, function() print('timeout50') end)
    Citizen.CreateThread(function()
        local p = promise.new()
        SetTimeout(200, function() p:resolve('v') p:resolve('ignored') end)
        print('await=' .. Citizen.Await(p))
        local failed = promise.new()
        failed:reject('boom')
        local ok, err = pcall(Citizen.Await, failed)
        print('rejected=' .. tostring(not ok) .. ':' .. tostring(err))
    end)
    local ok = pcall(Wait, 0)
    print('top wait refused=' .. tostring(not ok))
]], '@selftest/order.lua')

check('top level runs at load', printed() == 'top,top wait refused=true', printed())
harness:runTick()
check('threads start on the next tick', printed():match('thread$') and not printed():match('tick'), printed())
harness:runFor(1000)
check('order of waits, timeouts and await',
    printed() == 'top,top wait refused=true,thread,tick,timeout50,100,await=v,rejected=true:boom', printed())
check('time moved to the target', harness.now == 1000, harness.now)
check('no errors', #errors() == 0, table.concat(errors(), '; '))

-- A thread that fails is reported, and the others go on.
events = {}
harness:loadChunk([[
    CreateThread(function() error('falhou') end)
    CreateThread(function() Wait(10) print('still here') end)
]], '@selftest/error.lua')
harness:runFor(100)
check('thread error reported', #errors() == 1 and errors()[1]:match('falhou'), table.concat(errors(), '; '))
check('other threads go on', printed() == 'still here', printed())

-- Events get `source` while their handler starts; deferrals follow FiveM's rules.
events = {}
harness:loadChunk([[
    AddEventHandler('playerConnecting', function(name, setKickReason, deferrals)
        local player = source
        deferrals.defer()
        if name == 'Apressado' then
            deferrals.update('cedo demais')
        end
        Wait(0)
        deferrals.update('ok ' .. player .. ' ' .. GetPlayerName(player) .. ' ' .. #GetPlayerIdentifiers(player)
            .. ' ' .. GetNumPlayerTokens(player) .. ' ' .. GetPlayerToken(player, 0))
        Wait(0)
        if name == 'Recusado' then
            deferrals.presentCard({ type = 'AdaptiveCard', body = {
                { type = 'TextBlock', text = 'Não' },
                { type = 'TextBlock', id = 'requestCode', text = 'ABCDE' },
            } }, function(data) deferrals.done('saiu: ' .. data.action) end)
        else
            deferrals.done()
        end
    end)
    AddEventHandler('playerJoining', function(oldId) print('joining ' .. source .. ' from ' .. oldId) end)
    AddEventHandler('playerDropped', function(reason) print('dropped ' .. source .. ' ' .. reason) end)
]], '@selftest/connect.lua')

local function eventsOf(kind, player)
    local list = {}
    for _, event in ipairs(events) do
        if event.event == kind and (not player or event.player == player) then
            table.insert(list, event)
        end
    end
    return list
end

harness:connect({ player = 'a', name = 'Aceito', identifiers = { 'license:1', 'steam:2' }, tokens = { '3:abcdef0123456789' } })
harness:runFor(1000)
local update = eventsOf('update', 'a')[1]
check('update with the player data', update and update.message == 'ok 65536 Aceito 2 1 3:abcdef0123456789', update and update.message)
local done = eventsOf('done', 'a')[1]
check('allowed', done and done.allowed == true)
local joined = eventsOf('joined', 'a')[1]
check('joined with a server id', joined and joined.source == 1)
check('playerJoining with source and old id', printed():match('joining 1 from 65536'), printed())
harness:runThread(function()
    harness.env.DropPlayer('1', 'Motivo')
end)
harness:runFor(10)
check('dropped', eventsOf('dropped', 'a')[1] and eventsOf('dropped', 'a')[1].reason == 'Motivo')
check('playerDropped', printed():match('dropped 1 Motivo'), printed())
check('no errors so far', #errors() == 0, table.concat(errors(), '; '))

harness:connect({ player = 'b', name = 'Recusado', identifiers = {}, tokens = { '2:00' } })
harness:runFor(1000)
local card = eventsOf('card', 'b')[1]
check('card with texts and code', card and card.code == 'ABCDE' and card.texts[1] == 'Não')
harness:answerCard('b', 'quit')
harness:runFor(10)
done = eventsOf('done', 'b')[1]
check('refused after the card', done and done.allowed == false and done.reason == 'saiu: quit')
check('not joined', #eventsOf('joined', 'b') == 0)

harness:connect({ player = 'c', name = 'Apressado', identifiers = {}, tokens = { '1:0000' } })
harness:runFor(1000)
check('a deferral call in the tick of defer is an error', #errors() == 1 and errors()[1]:match('same tick'),
    table.concat(errors(), '; '))

-- HTTP to a closed port: status 0, no body, the error in errorData, later than now.
events = {}
harness:loadChunk([[
    CreateThread(function()
        PerformHttpRequest('http://127.0.0.1:9/', function(status, body, headers, errorData)
            print(('http %s %s %s %s'):format(status, tostring(body), type(headers), tostring(errorData ~= nil)))
        end, 'POST', '{}', { ['Content-Type'] = 'application/json' })
    end)
]], '@selftest/http.lua')
harness:runFor(5000)
check('HTTP failure as FiveM gives it', printed() == 'http 0 nil table true', printed())
check('HTTP event', eventsOf('http')[1] and eventsOf('http')[1].status == 0)

if failures > 0 then
    io.stderr:write(('%d check(s) failed\n'):format(failures))
    os.exit(1)
end
print('ok')
