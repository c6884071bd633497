fx_version 'cerulean'
game 'gta5'
lua54 'yes'

name 'painel-rp'
description 'Libera a entrada no servidor pelo painel da comunidade (whitelist e blacklist)'
version '1.0.0'

server_scripts {
    'config.lua',
    'server.lua',
}
