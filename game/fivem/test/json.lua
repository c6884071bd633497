-- JSON for the test harness, behaving as FiveM's `json` does for the resource: an empty table
-- is encoded as an array, `null` decodes to `json.null`, integers stay integers.

local json = {}

json.null = setmetatable({}, {
    __name = 'json.null',
    __tostring = function()
        return 'null'
    end,
})

-- ---------------------------------------------------------------------------------------------
-- Encoding

local escapes = {
    ['"'] = '\\"',
    ['\\'] = '\\\\',
    ['\b'] = '\\b',
    ['\f'] = '\\f',
    ['\n'] = '\\n',
    ['\r'] = '\\r',
    ['\t'] = '\\t',
}

local function encodeString(value)
    return '"' .. value:gsub('[%c"\\]', function(char)
        return escapes[char] or ('\\u%04x'):format(char:byte())
    end) .. '"'
end

local function encodeNumber(value)
    if math.type(value) == 'integer' then
        return ('%d'):format(value)
    end
    if value ~= value or value == math.huge or value == -math.huge then
        error('cannot encode ' .. tostring(value) .. ' in JSON', 0)
    end
    if value == math.floor(value) and math.abs(value) < 2 ^ 53 then
        return ('%d'):format(math.tointeger(value))
    end
    return ('%.17g'):format(value)
end

-- 'array' with its length, or 'object'.
local function tableKind(value)
    local count, max = 0, 0
    for key in pairs(value) do
        if math.type(key) == 'integer' and key > 0 then
            if key > max then
                max = key
            end
        else
            return 'object'
        end
        count = count + 1
    end
    if count == 0 then
        return 'array', 0
    end
    if max > count * 2 and max > 10 then
        error('cannot encode a sparse array in JSON', 0)
    end
    return 'array', max
end

local encodeValue

local function encodeTable(value, depth, seen)
    if seen[value] then
        error('cannot encode a table that contains itself in JSON', 0)
    end
    if depth > 200 then
        error('cannot encode tables nested this deep in JSON', 0)
    end
    seen[value] = true
    local parts = {}
    local kind, length = tableKind(value)
    local text
    if kind == 'array' then
        for index = 1, length do
            parts[index] = encodeValue(value[index], depth + 1, seen)
        end
        text = '[' .. table.concat(parts, ',') .. ']'
    else
        local keys = {}
        for key in pairs(value) do
            local keyType = type(key)
            if keyType ~= 'string' and keyType ~= 'number' then
                error('cannot encode a ' .. keyType .. ' key in JSON', 0)
            end
            keys[#keys + 1] = tostring(key)
        end
        table.sort(keys)
        for _, key in ipairs(keys) do
            local item = value[key]
            if item == nil then
                item = value[tonumber(key)]
            end
            parts[#parts + 1] = encodeString(key) .. ':' .. encodeValue(item, depth + 1, seen)
        end
        text = '{' .. table.concat(parts, ',') .. '}'
    end
    seen[value] = nil
    return text
end

encodeValue = function(value, depth, seen)
    local valueType = type(value)
    if value == nil or value == json.null then
        return 'null'
    elseif valueType == 'boolean' then
        return value and 'true' or 'false'
    elseif valueType == 'number' then
        return encodeNumber(value)
    elseif valueType == 'string' then
        return encodeString(value)
    elseif valueType == 'table' then
        return encodeTable(value, depth, seen)
    end
    error('cannot encode a ' .. valueType .. ' in JSON', 0)
end

function json.encode(value)
    return encodeValue(value, 0, {})
end

-- ---------------------------------------------------------------------------------------------
-- Decoding

local function decodeError(text, position, message)
    error(('JSON: %s at character %d'):format(message, position), 0)
end

local function skipSpace(text, position)
    return text:find('[^ \t\r\n]', position) or #text + 1
end

local decodeAt

local shortEscapes = {
    ['"'] = '"',
    ['\\'] = '\\',
    ['/'] = '/',
    b = '\b',
    f = '\f',
    n = '\n',
    r = '\r',
    t = '\t',
}

local function decodeString(text, position)
    -- `position` is at the opening quote.
    local parts = {}
    local index = position + 1
    while true do
        local stop = text:find('["\\%c]', index)
        if not stop then
            decodeError(text, position, 'unterminated string')
        end
        parts[#parts + 1] = text:sub(index, stop - 1)
        local char = text:sub(stop, stop)
        if char == '"' then
            return table.concat(parts), stop + 1
        elseif char == '\\' then
            local kind = text:sub(stop + 1, stop + 1)
            if shortEscapes[kind] then
                parts[#parts + 1] = shortEscapes[kind]
                index = stop + 2
            elseif kind == 'u' then
                local hex = text:match('^%x%x%x%x', stop + 2)
                if not hex then
                    decodeError(text, stop, 'invalid \\u escape')
                end
                local code = tonumber(hex, 16)
                index = stop + 6
                if code >= 0xD800 and code <= 0xDBFF then
                    local low = text:match('^\\u(%x%x%x%x)', index)
                    local lowCode = low and tonumber(low, 16)
                    if not lowCode or lowCode < 0xDC00 or lowCode > 0xDFFF then
                        decodeError(text, stop, 'unpaired surrogate')
                    end
                    code = 0x10000 + (code - 0xD800) * 0x400 + (lowCode - 0xDC00)
                    index = index + 6
                elseif code >= 0xDC00 and code <= 0xDFFF then
                    decodeError(text, stop, 'unpaired surrogate')
                end
                parts[#parts + 1] = utf8.char(code)
            else
                decodeError(text, stop, 'invalid escape')
            end
        else
            decodeError(text, stop, 'control character in string')
        end
    end
end

local function decodeNumber(text, position)
    local integer = text:match('^-?%d+', position)
    if not integer or integer:match('^-?0%d') then
        decodeError(text, position, 'invalid number')
    end
    local index = position + #integer
    local fraction = text:match('^%.%d+', index)
    if fraction then
        index = index + #fraction
    elseif text:sub(index, index) == '.' then
        decodeError(text, position, 'invalid number')
    end
    local exponent = text:match('^[eE][-+]?%d+', index)
    if exponent then
        index = index + #exponent
    elseif text:match('^[eE]', index) then
        decodeError(text, position, 'invalid number')
    end
    local literal = text:sub(position, index - 1)
    local value
    if not fraction and not exponent then
        value = math.tointeger(tonumber(literal)) or tonumber(literal)
    else
        value = tonumber(literal)
    end
    return value, index
end

local literals = { ['true'] = true, ['false'] = false }

decodeAt = function(text, position, depth)
    if depth > 200 then
        decodeError(text, position, 'nested too deep')
    end
    position = skipSpace(text, position)
    local char = text:sub(position, position)
    if char == '{' then
        local object = {}
        position = skipSpace(text, position + 1)
        if text:sub(position, position) == '}' then
            return object, position + 1
        end
        while true do
            if text:sub(position, position) ~= '"' then
                decodeError(text, position, 'expected a key')
            end
            local key
            key, position = decodeString(text, position)
            position = skipSpace(text, position)
            if text:sub(position, position) ~= ':' then
                decodeError(text, position, "expected ':'")
            end
            object[key], position = decodeAt(text, position + 1, depth + 1)
            position = skipSpace(text, position)
            local separator = text:sub(position, position)
            if separator == '}' then
                return object, position + 1
            elseif separator ~= ',' then
                decodeError(text, position, "expected ',' or '}'")
            end
            position = skipSpace(text, position + 1)
        end
    elseif char == '[' then
        local array = {}
        position = skipSpace(text, position + 1)
        if text:sub(position, position) == ']' then
            return array, position + 1
        end
        while true do
            local item
            item, position = decodeAt(text, position, depth + 1)
            array[#array + 1] = item
            position = skipSpace(text, position)
            local separator = text:sub(position, position)
            if separator == ']' then
                return array, position + 1
            elseif separator ~= ',' then
                decodeError(text, position, "expected ',' or ']'")
            end
            position = position + 1
        end
    elseif char == '"' then
        return decodeString(text, position)
    elseif char == '-' or char:match('%d') then
        return decodeNumber(text, position)
    end
    for word, value in pairs(literals) do
        if text:sub(position, position + #word - 1) == word then
            return value, position + #word
        end
    end
    if text:sub(position, position + 3) == 'null' then
        return json.null, position + 4
    end
    decodeError(text, position, char == '' and 'unexpected end' or 'unexpected character')
end

function json.decode(text)
    if type(text) ~= 'string' then
        error('JSON: expected a string to decode, got ' .. type(text), 2)
    end
    local value, position = decodeAt(text, 1, 0)
    position = skipSpace(text, position)
    if position <= #text then
        decodeError(text, position, 'trailing characters')
    end
    return value
end

return json
