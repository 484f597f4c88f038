extension CoreVerbs {
    /// About a hundred Portuguese verbs core vocabularies use, written for TalkGrid (``VerbTable``'s line format).
    static let portuguese = """
        ser; p=sou,és,é,somos,sois,são; t=fui,foste,foi,fomos,fostes,foram
        estar; p=estou,estás,está,estamos,estais,estão; t=estive,estiveste,esteve,estivemos,estivestes,estiveram
        ter; p=tenho,tens,tem,temos,tendes,têm; t=tive,tiveste,teve,tivemos,tivestes,tiveram; pp=tido; g=tendo
        fazer; p=faço,fazes,faz,fazemos,fazeis,fazem; t=fiz,fizeste,fez,fizemos,fizestes,fizeram; pp=feito
        ir; p=vou,vais,vai,vamos,ides,vão; t=fui,foste,foi,fomos,fostes,foram
        querer; p=quero,queres,quer,queremos,quereis,querem; t=quis,quiseste,quis,quisemos,quisestes,quiseram
        poder; p=posso,podes,pode,podemos,podeis,podem; t=pude,pudeste,pôde,pudemos,pudestes,puderam
        dizer; p=digo,dizes,diz,dizemos,dizeis,dizem; t=disse,disseste,disse,dissemos,dissestes,disseram; pp=dito
        ver; p=vejo,vês,vê,vemos,vedes,veem; t=vi,viste,viu,vimos,vistes,viram; pp=visto
        dar; p=dou,dás,dá,damos,dais,dão; t=dei,deste,deu,demos,destes,deram
        saber; p=sei,sabes,sabe,sabemos,sabeis,sabem; t=soube,soubeste,soube,soubemos,soubestes,souberam
        vir; p=venho,vens,vem,vimos,vindes,vêm; t=vim,vieste,veio,viemos,viestes,vieram; pp=vindo; g=vindo
        pôr; p=ponho,pões,põe,pomos,pondes,põem; t=pus,puseste,pôs,pusemos,pusestes,puseram; pp=posto; g=pondo
        sair; p=saio,sais,sai,saímos,saís,saem; t=saí,saíste,saiu,saímos,saístes,saíram; pp=saído
        cair; p=caio,cais,cai,caímos,caís,caem; t=caí,caíste,caiu,caímos,caístes,caíram; pp=caído
        haver; p=hei,hás,há,havemos,haveis,hão; t=houve,houveste,houve,houvemos,houvestes,houveram
        trazer; p=trago,trazes,traz,trazemos,trazeis,trazem; t=trouxe,trouxeste,trouxe,trouxemos,trouxestes,trouxeram
        ler; p=leio,lês,lê,lemos,ledes,leem; t=li,leste,leu,lemos,lestes,leram
        crer; p=creio,crês,crê,cremos,credes,creem; t=cri,creste,creu,cremos,crestes,creram
        rir; p=rio,ris,ri,rimos,rides,riem
        dormir; p=durmo,dormes,dorme,dormimos,dormis,dormem
        pedir; p=peço,pedes,pede,pedimos,pedis,pedem
        ouvir; p=ouço,ouves,ouve,ouvimos,ouvis,ouvem
        sentir; p=sinto,sentes,sente,sentimos,sentis,sentem
        seguir; p=sigo,segues,segue,seguimos,seguis,seguem
        vestir; p=visto,vestes,veste,vestimos,vestis,vestem
        subir; p=subo,sobes,sobe,subimos,subis,sobem
        perder; p=perco,perdes,perde,perdemos,perdeis,perdem
        abrir; pp=aberto
        escrever; pp=escrito
        ganhar; pp=ganho
        pagar; pp=pago
        gastar; pp=gasto
        conhecer
        comer
        beber
        falar
        olhar
        gostar
        precisar
        ajudar
        parar
        chegar
        procurar
        tocar
        brincar
        levar
        tomar
        trabalhar
        estudar
        escutar
        cantar
        dançar
        nadar
        andar
        correr
        viver
        descer
        entrar
        usar
        lavar
        limpar
        cozinhar
        comprar
        esperar
        chamar
        perguntar
        responder
        amar
        beijar
        abraçar
        mudar
        terminar
        acabar
        gritar
        chorar
        levantar
        desenhar
        pintar
        guardar
        deixar
        desligar
        ligar
        arrumar
        partilhar
        receber
        aprender
        ensinar
        preparar
        jantar
        almoçar
        esquecer
        lembrar
        passar
        ficar
        vender
        cortar
        empurrar
        puxar
        descansar
        mandar
        pensar
        começar
        fechar
        entender
        acordar
        encontrar
        mostrar
        contar
        provar
        doer; p=doo,dóis,dói,doemos,doeis,doem; t=doí,doeste,doeu,doemos,doestes,doeram
        mexer
        viajar
        jogar
        """
}
